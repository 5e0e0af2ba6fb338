import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { FormularioResponse } from '@reclamos/shared-types/complaints/schemas';
import { multipartBody } from './multipart.ts';
import { jpegWithMetadata } from './photos.ts';

let photo: Buffer | undefined;

interface PhotoFile {
  name: string;
  type: string;
  bytes: Buffer;
}

/**
 * Submits a complaint through the real public endpoint, as a citizen's phone would (or, with
 * `options.token`, as a signed-in staff member; `options.key` to send a given Idempotency-Key).
 */
export async function submitComplaint(
  app: FastifyInstance,
  fields: Record<string, string> = {},
  file?: PhotoFile,
  options: { token?: string; key?: string } = {},
): Promise<FormularioResponse> {
  photo ??= await jpegWithMetadata();
  const body = await multipartBody(
    {
      cedula: '7654321',
      nombre: 'Pedro Mamani',
      telefono: '76543210',
      placa: '1111AAA',
      delito_id: '1',
      direccion: 'Plaza 10 de Febrero',
      descripcion: 'Cobró de más.',
      ...fields,
    },
    file ?? { name: 'foto.jpg', type: 'image/jpeg', bytes: photo },
  );
  const res = await app.inject({
    method: 'POST',
    url: '/api/formulario',
    payload: body.payload,
    headers: {
      ...body.headers,
      'idempotency-key': options.key ?? randomUUID(),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
  });
  if (res.statusCode !== 201) throw new Error(`formulario failed: ${res.statusCode} ${res.body}`);
  return res.json<FormularioResponse>();
}

/**
 * `count` complaints inserted straight into the table, three per ten minutes from `start` (so
 * some share an instant and the order by id matters), with the characters JSON must escape and
 * a spread of states, assignments and positions: what the report tests read back.
 */
export async function seedReportComplaints(app: FastifyInstance, count: number, start: number, cedulaFrom: number): Promise<void> {
  const rows = Array.from({ length: count }, (_, i) => ({
    uuid: randomUUID(),
    content_hash: 'c'.repeat(64),
    fecha: start + Math.floor(i / 3) * 600_000,
    received_at: start,
    cedula: String(cedulaFrom + i),
    nombre: `CIUDADANA DE PRUEBA ${i} «ñ» "comillas" \\ barra`,
    telefono: '70000000',
    placa: `${1000 + (i % 9000)}ABC`,
    direccion: 'Av. 6 de Agosto y Bolívar',
    descripcion: 'Cobró de más y no respetó la parada autorizada. ✓'.repeat(4),
    delito_id: 1 + (i % 3),
    blob_id: null,
    lat: i % 2 ? -17.97 + i / 1e6 : null,
    lng: i % 2 ? -67.11 - i / 1e6 : null,
    estado: i % 4 ? 'RECIBIDO' : 'RESUELTO',
    asignado_id: i % 5 ? null : 1,
  }));
  await app.db.batchInsert('reclamos', rows, 200);
}
