import type { ReclamosDatabase } from '../../db/database.ts';
import type { LocalSos } from './local-rows.ts';

const KEY = 'sosLatest';

export async function readLocalSos(db: ReclamosDatabase): Promise<LocalSos | undefined> {
  const row = await db.lookups.get(KEY);
  return row?.key === KEY ? row.value : undefined;
}

export async function writeLocalSos(db: ReclamosDatabase, value: LocalSos, now = Date.now()): Promise<void> {
  await db.lookups.put({ key: KEY, value, fetchedAt: now });
}

/** Changes the kept alert only if it is still the one named (a newer SOS replaced it otherwise). */
export async function updateLocalSos(db: ReclamosDatabase, uuid: string, change: Partial<LocalSos>): Promise<void> {
  const current = await readLocalSos(db);
  if (current?.uuid !== uuid) return;
  await writeLocalSos(db, { ...current, ...change });
}

export async function forgetLocalSos(db: ReclamosDatabase, uuid: string): Promise<void> {
  const current = await readLocalSos(db);
  if (current?.uuid === uuid) await db.lookups.delete(KEY);
}
