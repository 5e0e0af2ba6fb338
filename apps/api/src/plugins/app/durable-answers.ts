import path from 'node:path';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.ts';
import { SQLITE_FILE } from '../../db/connection.ts';
import { WalSync } from '../../db/wal-sync.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** On SQLite: the group fsync every successful write answer waits for. */
    walSync: WalSync | null;
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * OFFLINE.md: a 2xx only after the commit is durable. On SQLite the writer commits without its
 * own fsync (synchronous=NORMAL) and every 2xx answer to a write waits here, before it is sent,
 * for one fsync of the WAL shared with the commits around it (db/wal-sync.ts). PostgreSQL keeps
 * its own synchronous commits.
 */
export default fp(
  async (app, opts: { config: AppConfig }) => {
    if (opts.config.databaseUrl) {
      app.decorate('walSync', null);
      return;
    }
    const walSync = new WalSync(path.join(opts.config.dataDir, `${SQLITE_FILE}-wal`));
    app.decorate('walSync', walSync);
    // The one pooled writer connection (connection.ts opens it with FULL, as scripts keep it).
    await app.db.raw('PRAGMA synchronous = NORMAL');
    app.addHook('onSend', async (request, reply, payload) => {
      if (WRITES.has(request.method) && reply.statusCode < 300) await walSync.sync();
      return payload;
    });
    app.addHook('onClose', async () => walSync.close());
  },
  { name: 'durable-answers', dependencies: ['knex'] },
);
