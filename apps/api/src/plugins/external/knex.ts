import fp from 'fastify-plugin';
import type { Knex } from 'knex';
import type { AppConfig } from '../../config.ts';
import { createKnex } from '../../db/connection.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Knex;
  }
}

/** Opens the database (SQLite file or PostgreSQL), brings it to the latest migration, closes it on shutdown. */
export default fp(
  async (app, opts: { config: AppConfig }) => {
    const db = createKnex(opts.config);
    await db.migrate.latest();
    app.decorate('db', db);
    app.addHook('onClose', async () => {
      await db.destroy();
    });
  },
  { name: 'knex' },
);
