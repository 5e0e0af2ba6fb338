import fs from 'node:fs';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import pg from 'pg';
import type { AppConfig } from '../../config.ts';
import { migrationSource } from './migration-source.ts';
import { cachePreparedStatements } from './statement-cache.ts';

// Epoch-millisecond columns are BIGINT; their values fit a JS number exactly.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export const SQLITE_FILE = 'reclamos.sqlite';

type SqliteConnection = Parameters<typeof cachePreparedStatements>[0];

/**
 * SQLite (the embedded default) in WAL mode with synchronous=FULL: the PWA deletes its copy of a
 * record on our 2xx, so an acknowledged write must survive a power cut.
 */
export function createKnex(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>): Knex {
  if (config.databaseUrl) {
    return knexFactory({
      client: 'pg',
      connection: config.databaseUrl,
      pool: { min: 0, max: 10 },
      migrations: { migrationSource, tableName: 'knex_migrations' },
    });
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  return knexFactory({
    client: 'better-sqlite3',
    connection: { filename: path.join(config.dataDir, SQLITE_FILE) },
    useNullAsDefault: true,
    // One connection: SQLite has one writer, and knex inside a transaction must use the trx.
    pool: {
      min: 1,
      max: 1,
      afterCreate(conn: SqliteConnection, done: (err: Error | null, conn: SqliteConnection) => void) {
        conn.pragma('journal_mode = WAL');
        conn.pragma('synchronous = FULL');
        conn.pragma('busy_timeout = 5000');
        conn.pragma('foreign_keys = ON');
        // knex prepares every statement again; this connection keeps them (statement-cache.ts).
        cachePreparedStatements(conn);
        done(null, conn);
      },
    },
    migrations: { migrationSource, tableName: 'knex_migrations' },
  });
}

export function isUniqueViolation(error: unknown): boolean {
  const err = error as { code?: string; message?: string };
  return err.code === '23505' || err.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(err.message ?? '');
}
