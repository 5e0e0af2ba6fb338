import path from 'node:path';
import fp from 'fastify-plugin';
import type { onSendHookHandler } from 'fastify';
import type { AppConfig } from '../../config.ts';
import { SQLITE_FILE } from './connection.ts';
import { WalCheckpointer } from './wal-checkpointer.ts';
import { WalSync } from './wal-sync.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** On SQLite: the group fsync every successful write answer waits for. */
    walSync: WalSync | null;
    /** On SQLite: the worker thread that checkpoints the WAL. */
    walCheckpointer: WalCheckpointer | null;
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A 2xx only after the commit is durable (docs/offline.md, "On the server: durable answers"). On
 * SQLite the writer commits without its own fsync (synchronous=NORMAL) and every 2xx answer to a
 * write waits here, before it is sent, for one fsync of the WAL shared with the commits around it
 * (db/wal-sync.ts). PostgreSQL keeps its own synchronous commits. Checkpoints run in a worker
 * thread (db/wal-checkpointer.ts).
 */
export default fp(
  async (app, opts: { config: AppConfig }) => {
    if (opts.config.databaseUrl) {
      app.decorate('walSync', null);
      app.decorate('walCheckpointer', null);
      return;
    }
    const walSync = new WalSync(path.join(opts.config.dataDir, `${SQLITE_FILE}-wal`));
    app.decorate('walSync', walSync);
    // The one pooled writer connection (connection.ts opens it with FULL, as scripts keep it).
    await app.db.raw('PRAGMA synchronous = NORMAL');
    await app.db.raw('PRAGMA wal_autocheckpoint = 0');
    const checkpointer = new WalCheckpointer(path.join(opts.config.dataDir, SQLITE_FILE), (reason) => {
      app.log.error({ reason }, 'WAL checkpoint worker stopped: the writer checkpoints again');
      app.db.raw('PRAGMA wal_autocheckpoint = 1000').catch(() => undefined);
    });
    app.decorate('walCheckpointer', checkpointer);
    // Only on the routes of writes (as sessions-plugin.ts attaches its check): a read (GET me…)
    // runs no hook of ours at all. Callback style, not async: a refused write passes without a promise.
    const durableAnswer: onSendHookHandler = (_request, reply, payload, done) => {
      if (reply.statusCode >= 300) return done(null, payload);
      walSync.sync().then(
        () => done(null, payload),
        (error: unknown) => done(error as Error),
      );
    };
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (!methods.some((method) => WRITES.has(method))) return;
      const hooks = route.onSend === undefined ? [] : Array.isArray(route.onSend) ? route.onSend : [route.onSend];
      route.onSend = [...hooks, durableAnswer];
    });
    app.addHook('onClose', async () => {
      await checkpointer.close();
      await walSync.close();
    });
  },
  { name: 'durable-answers', dependencies: ['knex'] },
);
