import { createHash, randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import sharp from 'sharp';
import { loadConfig } from '../../apps/api/src/config.ts';
import { createKnex } from '../../apps/api/src/platform/database/connection.ts';
import { DEMO_SUPERVISOR, ensureAdministrator, seedSupervisor } from './demo-accounts.ts';
import { DEMO_FIELD_PASSWORD, seedFieldUsers } from './field-users.ts';
import { APELLIDOS, CALLES, DESCRIPCIONES, LINEAS, MARCAS, NOMBRES, TIPOS, pick, placa, seededRandom } from './demo-data.ts';
import { DEMO_INSPECTOR_PASSWORD, seedInspections } from './inspections-demo.ts';
import { randomCodigo } from '../../apps/api/src/complaints/receipt-code.ts';
import { BlobsRepository, PhotoFiles } from '../support/api-internals.ts';
import { seedWorkflow } from './workflow-demo.ts';

const VEHICLES = 300;
const PERSONS = 800;
const COMPLAINTS = Number(process.env.DEMO_COMPLAINTS ?? 3000);
const DAYS = 60;
const PHOTOS = 16;

/**
 * `npm run demo`: fills the configured database (DATA_DIR or DATABASE_URL, as `npm start` uses)
 * with demo vehicles, persons and complaints with photos spread over the last 60 days. Photos
 * go where an upload puts them: a file in the photo store (PHOTOS_DIR) named by its SHA-256, the
 * complaint sealed with it, the row holding only its metadata.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = createKnex(config);
  const random = seededRandom(20261122);
  try {
    await db.migrate.latest();
    await ensureAdministrator(db, config.passwordHashCost, config.adminPassword);
    const now = Date.now();
    const marcas = Object.keys(MARCAS);

    const vehicles = Array.from({ length: VEHICLES }, () => {
      const marca = pick(random, marcas);
      return {
        placa: placa(random),
        tipo: pick(random, TIPOS),
        marca,
        modelo: pick(random, MARCAS[marca] ?? ['']),
        linea: pick(random, LINEAS),
        numero: String(1 + Math.floor(random() * 60)),
        carnet: String(2_000_000 + Math.floor(random() * 8_000_000)),
        chofer: `${pick(random, NOMBRES)} ${pick(random, APELLIDOS)}`,
        updated_at: now,
      };
    });
    await db('vehiculos').insert(vehicles).onConflict('placa').ignore();

    const persons = Array.from({ length: PERSONS }, () => ({
      cedula: String(1_000_000 + Math.floor(random() * 9_000_000)),
      nombre: `${pick(random, NOMBRES)} ${pick(random, APELLIDOS)} ${pick(random, APELLIDOS)}`,
      telefono: String(60_000_000 + Math.floor(random() * 19_999_999)),
      updated_at: now,
    }));
    for (let i = 0; i < persons.length; i += 200)
      await db('personas')
        .insert(persons.slice(i, i + 200))
        .onConflict('cedula')
        .ignore();

    const photos = await Promise.all(
      Array.from({ length: PHOTOS }, (_, i) =>
        sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 40 + i * 12, g: 90, b: 160 - i * 6 } } })
          .composite([
            {
              input: Buffer.from(
                `<svg width="800" height="600"><text x="400" y="300" font-size="64" text-anchor="middle" fill="white" font-family="sans-serif">Foto demo ${i + 1}</text></svg>`,
              ),
            },
          ])
          .jpeg({ quality: 80 })
          .toBuffer(),
      ),
    );
    const blobs = new BlobsRepository(db, new PhotoFiles(config.photosDir));
    const stored = await Promise.all(photos.map(async (bytes) => ({ bytes, sha256: await blobs.files.put(bytes) })));
    const delitos = (await db('delitos').select<{ id: number }[]>('id')).map((d) => d.id);

    const codes = new Set((await db('reclamos').select<{ codigo: string }[]>('codigo')).map((row) => row.codigo));
    const newCode = () => {
      let code = randomCodigo();
      while (codes.has(code)) code = randomCodigo();
      codes.add(code);
      return code;
    };
    for (let done = 0; done < COMPLAINTS;) {
      const batch = Math.min(250, COMPLAINTS - done);
      await db.transaction(async (trx) => {
        for (let i = 0; i < batch; i++) {
          const person = pick(random, persons);
          const vehicle = pick(random, vehicles);
          const photo = pick(random, stored);
          const blobId = await blobs.insert(
            { contentType: 'image/jpeg', bytes: photo.bytes, width: 800, height: 600, orientation: 1, stored: photo.sha256 },
            trx,
          );
          const fecha = now - Math.floor(random() * DAYS * 24 * 3600_000);
          await trx('reclamos').insert({
            uuid: randomUUID(),
            codigo: newCode(),
            content_hash: createHash('sha256').update(blobId).digest('hex'),
            fecha,
            received_at: fecha,
            cedula: person.cedula,
            nombre: person.nombre,
            telefono: person.telefono,
            placa: vehicle.placa,
            direccion: `${pick(random, CALLES)} y ${pick(random, CALLES)}`,
            descripcion: pick(random, DESCRIPCIONES),
            delito_id: pick(random, delitos),
            blob_id: blobId,
            foto_sha256: photo.sha256,
            lat: -17.968851 + (random() - 0.5) * 0.05,
            lng: -67.112892 + (random() - 0.5) * 0.05,
          });
        }
      });
      done += batch;
      process.stdout.write(`\rReclamos de demostración: ${done}/${COMPLAINTS}`);
    }
    const inspections = await seedInspections(db, random, vehicles, DAYS, config.passwordHashCost);
    process.stdout.write(
      `\nListo: ${VEHICLES} vehículos, ${PERSONS} personas, ${COMPLAINTS} reclamos con foto de los últimos ${DAYS} días.\n`,
    );
    process.stdout.write(
      `Inspecciones: ${inspections} en ${DAYS} días, inspectores cvargas, rcolque y sapaza (contraseña ${DEMO_INSPECTOR_PASSWORD}).\n`,
    );
    await seedSupervisor(db, config.passwordHashCost);
    process.stdout.write(`Supervisor (USUARIO): ${DEMO_SUPERVISOR.name}, contraseña ${DEMO_SUPERVISOR.password}.\n`);
    const states = await seedWorkflow(db, random, now);
    process.stdout.write(
      `Estados de los reclamos: ${Object.entries(states)
        .map(([estado, n]) => `${estado} ${n}`)
        .join(', ')}.\n`,
    );
    await fieldUsers(db, config.passwordHashCost);
  } finally {
    await db.destroy();
  }
}

/** Field staff for the live map, and how to set them moving (the simulator needs the server up). */
async function fieldUsers(db: Knex, passwordHashCost: number): Promise<void> {
  const created = await seedFieldUsers(db, passwordHashCost);
  if (created === null) {
    process.stdout.write('Personal de campo: inicie el servidor una vez (crea al administrador) y vuelva a ejecutar "npm run demo".\n');
    return;
  }
  process.stdout.write(
    `Personal de campo: ${created} cuentas nuevas (campo01…campo08, contraseña "${process.env.DEMO_FIELD_PASSWORD ?? DEMO_FIELD_PASSWORD}").\n` +
      'Con el servidor en marcha, "npm run simulate-positions" los mueve por el centro de Oruro en el mapa (Ctrl-C para terminar).\n',
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
