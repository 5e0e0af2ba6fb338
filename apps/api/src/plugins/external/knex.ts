import fp from 'fastify-plugin';
import type { Knex } from 'knex';
import type { AppConfig } from '../../config.ts';
import { createKnex } from '../../db/connection.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Knex;
  }
}

/**
 * Several API processes may start at once on one PostgreSQL database (DESIGN.md, scale-out): one
 * takes knex's migration lock, the others wait for it (and tolerate the race creating knex's own
 * tables on a brand-new database) instead of failing to boot.
 */
async function migrateLatest(db: Knex): Promise<void> {
  const deadline = Date.now() + 60_000;
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

/** Opens the database (SQLite file or PostgreSQL), brings it to the latest migration, closes it on shutdown. */
export default fp(
  async (app, opts: { config: AppConfig }) => {
    const db = createKnex(opts.config);
    await migrateLatest(db);
    app.decorate('db', db);
    app.addHook('onClose', async () => {
      await db.destroy();
    });
  },
  { name: 'knex' },
);
