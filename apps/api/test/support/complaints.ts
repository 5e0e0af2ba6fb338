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
