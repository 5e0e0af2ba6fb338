import type { Inspection, InspectionBody } from '@reclamos/shared-types/inspections/schemas';
import { inject } from 'vitest';
import { adminLogin, apiCall, boliviaToday } from './api-client.ts';

let counter = 0;
/** A short unique text (placa, cedula and observacion of one test). */
export function uniqueTag(): string {
  counter += 1;
  return `${(Date.now() % 1_000_000).toString(36)}${(process.pid % 100).toString(36)}${counter}`.toUpperCase();
}

/** A cedula matching '99999-XX' no other test uses. */
export function uniqueCi(): string {
  counter += 1;
  return `${Date.now() % 10_000_000}${process.pid % 10}${counter % 10}`;
}

/** A plate (letters and digits, at most 10) no other test uses. */
export function uniquePlaca(): string {
  counter += 1;
  return `${(Date.now() % 100_000).toString()}${String.fromCharCode(65 + (counter % 26))}${String.fromCharCode(65 + (process.pid % 26))}`;
}

/** The inspections of a Bolivian day (today unless given) on the server whose observacion is `observacion` (as the admin sees them). */
export async function inspectionsOnServer(observacion: string, day = boliviaToday()): Promise<Inspection[]> {
  const admin = await adminLogin();
  const { status, body } = await apiCall(`listInsp/${day}`, { token: admin.token });
  if (status !== 200) throw new Error(`GET listInsp answered ${status}: ${JSON.stringify(body)}`);
  return (body as Inspection[]).filter((inspection) => inspection.observacion === observacion);
}

export function inspectionBody(overrides: Partial<InspectionBody> = {}): InspectionBody {
  return {
    ventanas: 'BUENO',
    puertas: 'BUENO',
    ventilacion: 'BUENO',
    luz: 'BUENO',
    higiene: 'BUENO',
    triangulo: 'BUENO',
    calificacion: 'CUMPLE',
    observacion: `OBS ${uniqueTag()}`,
    radicatoria: 'ORURO',
    propietario: { cedula: uniqueCi(), nombre: 'PROPIETARIO DE PRUEBA', categoria: 'A', seguro: 'SOAT' },
    vehicle: { placa: uniquePlaca(), tipo: 'MINIBUS', marca: 'TOYOTA', modelo: 'HIACE', linea: 'LINEA 5' },
    ...overrides,
  };
}

/** POST inspection straight to the API as `token` (arranges owners, vehicles, others' rows). */
export async function postInspection(token: string, body: InspectionBody, key: string = crypto.randomUUID()) {
  const response = await fetch(`${inject('baseURL')}/api/inspection`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'Idempotency-Key': key },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { id: number; uuid: string };
  if (response.status !== 201) throw new Error(`POST inspection answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer;
}

/**
 * POSTs a fresh inspection and returns it with the Bolivian day it was registered on and the body
 * sent, posting a new one if midnight passed during the call (a screen of that day must still show
 * it after midnight).
 */
export async function postInspectionOfKnownDay(token: string, makeBody: () => InspectionBody = inspectionBody) {
  for (;;) {
    const day = boliviaToday();
    const body = makeBody();
    const answer = await postInspection(token, body);
    if (boliviaToday() === day) return { ...answer, day, body };
  }
}

/**
 * A fresh plate in the vehicle registry with one failed inspection, so the authority screens
 * (registry, lists, audit, a plate's page) have a row of each kind to show. Answers the plate.
 */
export async function registeredVehicleWithInspection(token: string): Promise<string> {
  const placa = uniquePlaca();
  await apiCall('vehiculos', {
    method: 'POST',
    token,
    body: {
      placa,
      tipo: 'MINIBUS',
      marca: 'TOYOTA',
      modelo: 'HIACE',
      linea: 'LINEA 5',
      numero: '12',
      carnet: '4455667',
      chofer: 'MARIO FLORES',
    },
  });
  const body = inspectionBody({ calificacion: 'NO CUMPLE', observacion: 'FALTA EXTINTOR VIGENTE' });
  await postInspection(token, { ...body, vehicle: { ...body.vehicle, placa } });
  return placa;
}
