import { createHash, randomUUID } from 'node:crypto';
import { CHECKLIST_ITEMS, CHECKLIST_VALUES } from '../../packages/shared-types/src/inspections/values.ts';
import { APELLIDOS, NOMBRES, pick } from './demo-data.ts';

/** Rows of the inspections slice for `npm run demo` and the inspections bench (one generator). */

export interface OwnerRow {
  cedula: string;
  nombre: string;
  categoria: '' | 'A' | 'B' | 'C';
  seguro: 'SOAT' | 'FOCAT';
  source_fecha: number;
  updated_at: number;
}

export interface VehicleFacts {
  placa: string;
  tipo: string;
  marca: string;
  modelo: string;
  linea: string;
}

export function ownerRow(random: () => number, index: number, now: number): OwnerRow {
  const complement = random() < 0.2 ? `-${1 + Math.floor(random() * 9)}${pick(random, [...'ABCDEFGHJK'])}` : '';
  return {
    cedula: `${2_000_000 + index * 7}${complement}`,
    nombre: `${pick(random, NOMBRES)} ${pick(random, APELLIDOS)} ${pick(random, APELLIDOS)}`,
    categoria: pick(random, ['', 'A', 'B', 'B', 'C', 'C'] as const),
    seguro: random() < 0.85 ? 'SOAT' : 'FOCAT',
    source_fecha: 0,
    updated_at: now,
  };
}

const OBSERVACIONES = [
  '',
  '',
  'Falta triángulo de seguridad.',
  'Ventana trasera rajada.',
  'Puerta corrediza no cierra bien.',
  'Luz de freno quemada.',
  'Interior sucio, se recomienda limpieza.',
  'Extintor vencido.',
  'Debe regularizar su seguro.',
];

/** One inspection row (all columns of `inspecciones`) for an owner, a vehicle and an inspector. */
export function inspectionRow(
  random: () => number,
  owner: Pick<OwnerRow, 'cedula' | 'nombre' | 'categoria' | 'seguro'>,
  vehicle: VehicleFacts,
  inspector: { id: number; nombre: string },
  fecha: number,
): Record<string, string | number | null> {
  const uuid = randomUUID();
  const checklist = Object.fromEntries(
    CHECKLIST_ITEMS.map((item) => [item, random() < 0.78 ? 'BUENO' : pick(random, CHECKLIST_VALUES)]),
  ) as Record<(typeof CHECKLIST_ITEMS)[number], string>;
  const allGood = Object.values(checklist).every((value) => value === 'BUENO');
  const located = random() < 0.7;
  return {
    uuid,
    content_hash: createHash('sha256').update(uuid).digest('hex'),
    fecha,
    created_at: fecha + Math.floor(random() * 3_600_000),
    updated_at: fecha + Math.floor(random() * 3_600_000),
    ...checklist,
    calificacion: allGood ? 'CUMPLE' : 'NO CUMPLE',
    observacion: allGood ? '' : pick(random, OBSERVACIONES),
    radicatoria: random() < 0.9 ? 'ORURO' : pick(random, ['LA PAZ', 'COCHABAMBA', 'POTOSÍ']),
    cedula: owner.cedula,
    nombre: owner.nombre,
    categoria: owner.categoria,
    seguro: owner.seguro,
    placa: vehicle.placa,
    tipo: vehicle.tipo,
    marca: vehicle.marca,
    modelo: vehicle.modelo,
    linea: vehicle.linea,
    inspector_id: inspector.id,
    inspector_nombre: inspector.nombre,
    lat: located ? -17.968851 + (random() - 0.5) * 0.05 : null,
    lng: located ? -67.112892 + (random() - 0.5) * 0.05 : null,
  };
}
