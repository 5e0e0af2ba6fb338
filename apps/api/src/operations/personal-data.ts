import type { Knex } from 'knex';
import { CLOSED_STATES } from '@reclamos/shared-types/cases/values';
import type { AppConfig } from '../config.ts';

const DAY_MS = 24 * 3600_000;
const BATCH = 500;

export interface RetentionCounts {
  /** Complaints whose cédula, name and phone were blanked. */
  complaintsBlanked: number;
  /** Persons removed from the lookup registry. */
  personsRemoved: number;
  /** Photos removed (their complaints stay, without an image). */
  photosRemoved: number;
}

/**
 * Complaints whose case was closed before `cutoff` (its last change of state, `estado_at`). An open
 * case is never blanked, however old: its data is what staff need to finish it. One nobody changed
 * for the whole period is marked stale on the staff's screens (`isStale`), so they close it.
 */
export function closedBefore(query: Knex.QueryBuilder, cutoff: number): Knex.QueryBuilder {
  return query.whereIn('estado', CLOSED_STATES).whereRaw('coalesce(estado_at, fecha) < ?', [cutoff]);
}

/**
 * The citizen's identity and where they stood: the address they typed and the phone's fix (often
 * their own door) go with the cédula, name and phone, so no list, export or public feed keeps them.
 */
async function blankPersonalData(db: Knex, cutoff: number): Promise<number> {
  // The phones that followed the case go with the citizen's data: no push is sent about it again.
  await db('push_subscriptions')
    .whereIn('reclamo_id', closedBefore(db('reclamos').select('id'), cutoff))
    .delete();
  return closedBefore(db('reclamos'), cutoff)
    .whereRaw("(cedula <> '' or nombre <> '' or telefono <> '' or direccion <> '' or lat is not null or lng is not null)")
    .update({ cedula: '', nombre: '', telefono: '', direccion: '', lat: null, lng: null });
}

/**
 * A person of the registry goes once no complaint still carries their cédula and nobody has
 * reported with it during the whole period (a recent report refreshed `updated_at`).
 */
async function removeUnreferencedPersons(db: Knex, cutoff: number): Promise<number> {
  return db('personas')
    .where('updated_at', '<', cutoff)
    .whereNotExists(db('reclamos').select(db.raw('1')).whereRaw('reclamos.cedula = personas.cedula'))
    .delete();
}

/** Photos of complaints whose case was closed before `cutoff`, in batches: the complaint loses its image, the blob row goes. */
async function removePhotos(db: Knex, cutoff: number): Promise<number> {
  let removed = 0;
  for (;;) {
    const done = await db.transaction(async (trx) => {
      const rows = (await closedBefore(trx('reclamos'), cutoff).whereNotNull('blob_id').select('id', 'blob_id').limit(BATCH)) as {
        id: number;
        blob_id: string;
      }[];
      if (rows.length === 0) return 0;
      await trx('reclamos')
        .whereIn(
          'id',
          rows.map((row) => row.id),
        )
        .update({ blob_id: null });
      await trx('blobs')
        .whereIn(
          'id',
          rows.map((row) => row.blob_id),
        )
        .delete();
      return rows.length;
    });
    removed += done;
    if (done < BATCH) return removed;
  }
}

/** One run of the retention job at time `now` (tests pass a clock set forward). */
export async function applyRetention(db: Knex, retention: AppConfig['retention'], now: number): Promise<RetentionCounts> {
  const personalCutoff = now - retention.personalDataDays * DAY_MS;
  const complaintsBlanked = await blankPersonalData(db, personalCutoff);
  const personsRemoved = await removeUnreferencedPersons(db, personalCutoff);
  const photosRemoved = await removePhotos(db, now - retention.photoDays * DAY_MS);
  return { complaintsBlanked, personsRemoved, photosRemoved };
}
