import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { InspectionBody, InspectionCreated } from '@reclamos/shared-types/inspections/schemas';
import { bearer } from './session.ts';

let counter = 0;

/** A complete, valid inspection body as the PWA sends it; each call names a new owner and vehicle. */
export function inspectionBody(overrides: Partial<InspectionBody> = {}): InspectionBody {
  counter += 1;
  return {
    fecha: new Date().toISOString(),
    ventanas: 'BUENO',
    puertas: 'BUENO',
    ventilacion: 'MALO',
    luz: 'BUENO',
    higiene: 'BUENO',
    triangulo: 'NO TIENE',
    calificacion: 'NO CUMPLE',
    observacion: 'Falta triángulo de seguridad',
    radicatoria: 'Oruro',
    propietario: { cedula: `${4000000 + counter}-1B`, nombre: 'juan choque', categoria: 'B', seguro: 'SOAT' },
    vehicle: { placa: `${1000 + counter}ABC`, tipo: 'MINIBÚS', marca: 'toyota', modelo: 'hiace', linea: 'línea 5' },
    ...overrides,
  };
}

export function postInspection(app: FastifyInstance, token: string | null, body: unknown, key: string | null = randomUUID()) {
  return app.inject({
    method: 'POST',
    url: '/api/inspection',
    headers: { ...(token ? bearer(token) : {}), ...(key ? { 'idempotency-key': key } : {}) },
    payload: body as object,
  });
}

/** Registers an inspection through the real API and returns its answer. */
export async function registerInspection(
  app: FastifyInstance,
  token: string,
  overrides: Partial<InspectionBody> = {},
): Promise<InspectionCreated> {
  const res = await postInspection(app, token, inspectionBody(overrides));
  if (res.statusCode !== 201) throw new Error(`inspection failed: ${res.statusCode} ${res.body}`);
  return res.json<InspectionCreated>();
}
