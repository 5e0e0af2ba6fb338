import type { Knex } from 'knex';
import { PasswordHasher } from '../../apps/api/src/auth/passwords.ts';
import { accountKey } from '../support/api-internals.ts';
import { pick } from './demo-data.ts';
import { inspectionRow, ownerRow, type VehicleFacts } from './inspection-rows.ts';

const OWNERS = 250;
const PER_DAY = 25;
export const DEMO_INSPECTOR_PASSWORD = 'inspector-demo-1';
const INSPECTORS = [
  { nombre: 'CARLA VARGAS', name: 'cvargas' },
  { nombre: 'RENÉ COLQUE', name: 'rcolque' },
  { nombre: 'SONIA APAZA', name: 'sapaza' },
];

/**
 * Three demo inspectors (password `inspector-demo-1`), owners for the demo vehicles and
 * ~25 inspections a day over the given days, today included, each with its snapshot; the
 * registries hold each vehicle's and owner's latest inspected data.
 */
export async function seedInspections(
  db: Knex,
  random: () => number,
  vehicles: VehicleFacts[],
  days: number,
  hashCost: number,
): Promise<number> {
  const now = Date.now();
  const hasher = new PasswordHasher(hashCost);
  for (const inspector of INSPECTORS) {
    await db('users')
      .insert({
        ...inspector,
        name_key: accountKey(inspector.name),
        email: `${inspector.name}@atm.gob.bo`,
        rol: 'INSPECTOR',
        estado: 'ACTIVO',
        password_hash: await hasher.hash(DEMO_INSPECTOR_PASSWORD),
        created_at: now,
        updated_at: now,
      })
      .onConflict('name_key')
      .ignore();
  }
  const inspectors = await db('users')
    .select<{ id: number; nombre: string }[]>('id', 'nombre')
    .whereIn(
      'name_key',
      INSPECTORS.map((i) => i.name),
    );

  const owners = Array.from({ length: OWNERS }, (_, i) => ownerRow(random, i, now));
  await db('propietarios').insert(owners).onConflict('cedula').ignore();
  // Each vehicle keeps one owner; the demo inspects a vehicle again every few weeks.
  const ownerOf = new Map(vehicles.map((v) => [v.placa, pick(random, owners)]));

  let total = 0;
  for (let day = days - 1; day >= 0; day--) {
    const rows = Array.from({ length: PER_DAY }, () => {
      const vehicle = pick(random, vehicles);
      const owner = ownerOf.get(vehicle.placa) ?? pick(random, owners);
      // Working hours in Bolivia (UTC−4): 08:00–18:00, i.e. 12:00–22:00 UTC; never in the future.
      const midnightUtc =
        Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), new Date(now).getUTCDate()) - day * 86_400_000;
      const fecha = Math.min(now - 60_000, midnightUtc + Math.floor((12 + random() * 10) * 3_600_000));
      return inspectionRow(random, owner, vehicle, pick(random, inspectors), fecha);
    });
    await db.transaction(async (trx) => {
      for (let i = 0; i < rows.length; i += 50) await trx('inspecciones').insert(rows.slice(i, i + 50));
    });
    total += rows.length;
  }
  // The registries' source: the latest inspection of each owner and vehicle.
  await db('propietarios').update({ source_fecha: now - 60_000 });
  await db('vehiculos').update({ source_fecha: now - 60_000 });
  for (const [kind, table, column] of [
    ['tipo', 'tipos_vehiculo', 'nombre'],
    ['marca', 'marcas', 'marca'],
    ['modelo', 'modelos', 'modelo'],
    ['linea', 'lineas', 'linea'],
  ] as const) {
    const values = [...new Set(vehicles.map((v) => v[kind]).filter(Boolean))];
    if (values.length)
      await db(table)
        .insert(values.map((value) => ({ [column]: value, updated_at: now })))
        .onConflict(column)
        .ignore();
  }
  return total;
}
