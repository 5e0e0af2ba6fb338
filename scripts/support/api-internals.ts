import type { Knex } from 'knex';
import { ComplaintsRepository } from '../../apps/api/src/complaints/complaints-repository.ts';

/**
 * The only door from scripts/ into the API's plugins (eslint.config.js, "scripts/"): the demo
 * writes users the way the API keys them, and the benches time the API's own SQL rather than a
 * copy of it. Everything here is re-exported, never rewritten, so a bench measures what the API
 * runs; when a repository changes, this file is the one place scripts follow it.
 */

/** How the API keys an account name (`users.name_key`, unique): the demo's inserted users log in. */
export { accountKey, UsersRepository } from '../../apps/api/src/users/users-repository.ts';

/**
 * The inspection columns in the API's field-map order, and the statement `listInsp` prepares on
 * SQLite (the day's JSON array written by the database).
 */
export { INSPECTION_COLUMNS, LIST_DAY_JSON_SQL } from '../../apps/api/src/inspections/inspections-repository.ts';

/** Where an upload puts a photo (a file named by its SHA-256, a row naming it): the demo's photos go there too. */
export { BlobsRepository } from '../../apps/api/src/complaints/blobs-repository.ts';
export { PhotoFiles } from '../../apps/api/src/complaints/photos/photo-files.ts';

/** The position history's days: the partitions a bench seeds into and the expiry it times. */
export { HistoryDays } from '../../apps/api/src/positions/history-days.ts';

/** Runs the complaints repository's `listJson` (`reportFecha`) so a bench can capture its SQL. */
export async function listComplaintsBetweenJson(db: Knex, from: number, to: number): Promise<string> {
  return new ComplaintsRepository(db).listJsonWhole({ kind: 'llegada', from, to });
}
