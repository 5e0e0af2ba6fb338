import fp from 'fastify-plugin';
import type { Knex } from 'knex';
import path from 'node:path';
import type { AppConfig } from '../../config.ts';
import { createKnex, SQLITE_FILE } from './connection.ts';
import { holdAsServer } from './data-lock.ts';
import { OPERATIONS_MSG } from '@reclamos/shared-types/operations/messages';
import { ReadPool } from './read-pool.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Knex;
    /** The SQLite file (repositories open read-only connections of their own on it); null on PostgreSQL. */
    sqliteFile: string | null;
    /** Long reads on SQLite run in worker threads off the event loop; null on PostgreSQL. */
    readPool: ReadPool | null;
  }
}

/**
 * Several API processes may start at once on one PostgreSQL database (docs/decisions.md, Deployment
 * and scale-out): one takes knex's migration lock, the others wait for it (and tolerate the race
 * creating knex's own tables on a brand-new database) instead of failing to boot.
 */
async function migrateLatest(db: Knex): Promise<void> {
  // As long as a first migration of a new database can take on a loaded machine: a minute was
  // exceeded once two processes booted beside three test workers on two cores (the waiting one gave
  // up while the other was still migrating). A lock left by a crashed process still ends the wait.
  const deadline = Date.now() + 300_000;
  for (;;) {
    try {
      await db.migrate.latest();
      return;
    } catch (error) {
      const concurrent = error instanceof Error && /already locked|already exists|duplicate key/i.test(error.message);
      if (!concurrent || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250 + Math.random() * 250));
    }
  }
}

/**
 * Holds the data against a restore (data-lock.ts), opens the database (SQLite file or PostgreSQL), brings it to the latest migration, closes it on
 * shutdown; decorates the configuration every plugin reads, and on SQLite the pool of read
 * workers.
 */
export default fp(
  async (app, opts: { config: AppConfig }) => {
    app.decorate('config', opts.config);
    // Held while the server runs: a restore refuses to replace data a running server uses.
    const lock = await holdAsServer(opts.config, OPERATIONS_MSG.restore.restoreRunning);
    app.addHook('onClose', async () => lock.release());
    const db = createKnex(opts.config);
    await migrateLatest(db);
    app.decorate('db', db);
    app.addHook('onClose', async () => {
      await db.destroy();
    });
    const sqliteFile = opts.config.databaseUrl ? null : path.join(opts.config.dataDir, SQLITE_FILE);
    app.decorate('sqliteFile', sqliteFile);
    const readPool = sqliteFile ? new ReadPool(sqliteFile) : null;
    if (readPool) app.addHook('onClose', async () => readPool.close());
    app.decorate('readPool', readPool);
  },
  { name: 'knex' },
);
