import type { Knex } from 'knex';
import type { Propietario, Vehicle } from '@reclamos/shared-types/inspections/schemas';
import { recordAudit, type AuditActor } from '../platform/audit/audit-repository.ts';
import type { InspectionLookupsRepository } from './inspection-lookups-repository.ts';

/**
 * The registries an inspection writes (the owner, the shared vehicle registry, the suggestion
 * lists), each change on the audit trail under the inspector's name in the inspection's own
 * transaction, as the registry screen audits the same rows (docs/decisions.md, "Audit trail").
 * A write that leaves a row as it was (an inspection that finds the registry up to date, or an
 * older one synced late, which never overwrites newer data) writes no audit row.
 */

/** Whether two rows differ in anything but when they were last written. */
function changed(before: object, after: object): boolean {
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  return Object.keys({ ...a, ...b }).some((key) => key !== 'updated_at' && a[key] !== b[key]);
}

/**
 * Runs `write` between two reads of the row it may create or change, and audits what it did:
 * 'crear' with the new row, or 'modificar' with the row before and after, or nothing.
 */
export async function auditedWrite<Row extends object>(
  trx: Knex.Transaction,
  actor: AuditActor,
  target: { objeto: string; objetoId: string; now: number },
  read: () => Promise<Row | undefined>,
  write: () => Promise<void>,
): Promise<void> {
  const before = await read();
  await write();
  const after = await read();
  if (!after || (before && !changed(before, after))) return;
  await recordAudit(
    trx,
    actor,
    { accion: before ? 'modificar' : 'crear', objeto: target.objeto, objetoId: target.objetoId, antes: before ?? null, despues: after },
    target.now,
  );
}

/** An inspection's owner and vehicle into the registries and its values into the lists, audited. */
export async function writeInspectionRegistries(
  lookups: InspectionLookupsRepository,
  trx: Knex.Transaction,
  inspector: AuditActor,
  inspected: { propietario: Propietario; vehicle: Vehicle; fecha: number; now: number },
): Promise<void> {
  const { propietario, vehicle, fecha, now } = inspected;
  await auditedWrite(
    trx,
    inspector,
    { objeto: 'propietario', objetoId: propietario.cedula, now },
    () => lookups.findPropietario(propietario.cedula, trx),
    () => lookups.upsertPropietario(propietario, fecha, now, trx),
  );
  await auditedWrite(
    trx,
    inspector,
    { objeto: 'vehiculo', objetoId: vehicle.placa, now },
    () => lookups.findRegistryVehicle(vehicle.placa, trx),
    () => lookups.upsertVehicle(vehicle, fecha, now, trx),
  );
  for (const { kind, value } of await lookups.growLookups(vehicle, now, trx)) {
    await recordAudit(
      trx,
      inspector,
      { accion: 'crear', objeto: `lista_${kind}`, objetoId: value, antes: null, despues: { [kind]: value } },
      now,
    );
  }
}
