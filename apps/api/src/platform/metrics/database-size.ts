import fs from 'node:fs';
import path from 'node:path';
import type { Knex } from 'knex';
import type { AppConfig } from '../../config.ts';
import { SQLITE_FILE } from '../database/connection.ts';

/** Bytes the database takes: the SQLite file and its WAL, or PostgreSQL's own figure. */
export function databaseSize(db: Knex, config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>): () => Promise<number> {
  if (config.databaseUrl) {
    return async () => {
      const result = await db.raw<{ rows: { bytes: string | number }[] }>('select pg_database_size(current_database()) as bytes');
      return Number(result.rows[0]?.bytes ?? 0);
    };
  }
  const file = path.join(config.dataDir, SQLITE_FILE);
  return async () => {
    let total = 0;
    for (const suffix of ['', '-wal']) {
      try {
        total += (await fs.promises.stat(file + suffix)).size;
      } catch {
        // no WAL right now
      }
    }
    return total;
  };
}
