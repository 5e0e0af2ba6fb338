import fp from 'fastify-plugin';
import { Server } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { can } from '@reclamos/shared-types/permissions';
import { POSITIONS_SOCKET_PATH, PositionsConnectError } from '@reclamos/shared-types/positions/schemas';
import { registerPositionHandlers, type PositionsRuntime } from './position-handlers.ts';
import { PositionBatcher } from './position-batcher.ts';
import { ViewerFeed } from './viewer-feed.ts';
import { LoopLag } from './overload.ts';
import { ROOMS, type PositionsServer, type SocketUser } from './positions-server.ts';

declare module 'fastify' {
  interface FastifyInstance {
    livePositions: LivePositions;
  }
}

export interface LivePositions {
  io: PositionsServer;
  /** One session ended (logout): its sockets are told and closed; the user leaves the map. */
  sessionEnded(user: SocketUser, sessionId: number): Promise<void>;
  /**
   * Sessions of a user ended (deactivated, deleted, password changed): their sockets are told and
   * closed, on every API process; `except` keeps the session the change was made from, and then
   * the user stays on the map.
   */
  userSessionsEnded(user: SocketUser, options?: { except?: number }): Promise<void>;
  /**
   * Closes sockets whose session expired or was revoked elsewhere (e.g. by the admin CLI), and
   * applies role changes to the others (who may receive the map's events).
   */
  sweepSessions(): Promise<void>;
  /**
   * The administrator changed a user's role: their sockets join or leave the map viewers at once,
   * on every API process (a demoted viewer stops receiving positions now, not at the sweep).
   */
  userRoleChanged(user: SocketUser): void;
}

const SWEEP_INTERVAL_MS = 60_000;
/** On close, how long the last batch's acknowledgements may take to go out before the sockets close. */
const CLOSE_DRAIN_MS = 1000;

/** Waits until every local socket has handed its queued packets (the last acks) to the network, or CLOSE_DRAIN_MS. */
async function acksSent(io: PositionsServer): Promise<void> {
  const busy = [...io.of('/').sockets.values()]
    .map((socket) => socket.conn as unknown as { writeBuffer: unknown[]; once(event: 'drain', listener: () => void): void })
    .filter((conn) => conn.writeBuffer.length > 0);
  if (busy.length === 0) return;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.all(busy.map((conn) => new Promise<void>((resolve) => conn.once('drain', resolve)))),
    new Promise<void>((resolve) => (timer = setTimeout(resolve, CLOSE_DRAIN_MS))),
  ]);
  clearTimeout(timer);
}

/**
 * socket.io on the API's own HTTP server (same origin, path POSITIONS_SOCKET_PATH), WebSocket
 * transport only so no sticky sessions are needed. The handshake must carry a valid session token
 * (`auth: { token }`), checked by the same repository as HTTP. With REDIS_URL the Redis adapter
 * carries broadcasts and socket management between API processes.
 */
export default fp(
  async (app) => {
    const io: PositionsServer = new Server(app.server, {
      path: POSITIONS_SOCKET_PATH,
      transports: ['websocket'],
      serveClient: false,
      // A report is ~60 bytes: refuse anything large before parsing it.
      maxHttpBufferSize: 4 * 1024,
    });

    let adapterClients: { quit(): Promise<unknown>; disconnect(): void }[] = [];
    if (app.redis) {
      const pub = app.redis.duplicate({ maxRetriesPerRequest: null, lazyConnect: false });
      const sub = app.redis.duplicate({ maxRetriesPerRequest: null, lazyConnect: false });
      pub.on('error', (error: Error) => app.log.error({ err: error }, 'redis adapter (pub)'));
      sub.on('error', (error: Error) => app.log.error({ err: error }, 'redis adapter (sub)'));
      adapterClients = [pub, sub];
      io.adapter(createAdapter(pub, sub, { key: `${app.config.redisPrefix}:socket.io` }));
    }

    io.use((socket, next) => {
      const token: unknown = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
      if (typeof token !== 'string' || token === '') return next(new Error(PositionsConnectError.sessionRequired));
      app.sessions.findValid(token).then(
        (session) => {
          if (!session) return next(new Error(PositionsConnectError.sessionInvalid));
          socket.data = {
            user: { id: session.user.id, nombre: session.user.nombre, rol: session.user.rol },
            sessionId: session.sessionId,
            token,
          };
          next();
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'socket handshake');
          next(new Error(PositionsConnectError.serverError));
        },
      );
    });

    const settings = app.config.positions;
    const feed = new ViewerFeed(
      io,
      { flushMs: settings.viewerFlushMs, maxAgeMs: settings.maxAgeMs, crossProcess: app.redis !== null },
      {
        sent: (count) => app.metrics.positionDeliveries.inc({ outcome: 'sent' }, count),
        dropped: (reason, count) => app.metrics.positionDeliveries.inc({ outcome: reason }, count),
      },
    );
    const batcher = new PositionBatcher(
      {
        validSessions: (ids) => app.sessions.validIds(ids),
        write: (reports) => app.positions.recordBatch(reports, settings.minIntervalMs),
      },
      { windowMs: settings.batchMs, maxRows: settings.batchRows },
      () => app.metrics.positionBatches.inc(),
    );
    const runtime: PositionsRuntime = { lastAccepted: new Map(), batcher, feed, lag: new LoopLag() };
    const { lastAccepted } = runtime;
    io.on('connection', (socket) => {
      const { user, sessionId } = socket.data;
      const rooms = [ROOMS.user(user.id), ROOMS.session(sessionId)];
      if (can(user, 'viewPositions')) rooms.push(ROOMS.viewers);
      void socket.join(rooms);
      registerPositionHandlers(app, socket, runtime);
      app.metrics.liveSockets.inc();
      socket.once('disconnect', () => {
        feed.forget(socket);
        app.metrics.liveSockets.dec();
      });
    });

    const endSockets = (target: ReturnType<PositionsServer['in']>) => {
      target.emit('sesionTerminada');
      target.disconnectSockets(true);
    };
    const removeFromMap = async (user: SocketUser) => {
      // A report of the user still in a batch would put them back on the map after this.
      await batcher.settled();
      lastAccepted.delete(user.id);
      if (await app.positions.stopSharing(user.id)) feed.publish({ id: user.id, nombre: user.nombre, lat: 0, lng: 0 });
    };

    const live: LivePositions = {
      io,
      async sessionEnded(user, sessionId) {
        endSockets(io.in(ROOMS.session(sessionId)));
        await removeFromMap(user);
      },
      async userSessionsEnded(user, options = {}) {
        const sockets = io.in(ROOMS.user(user.id));
        endSockets(options.except === undefined ? sockets : sockets.except(ROOMS.session(options.except)));
        if (options.except === undefined) await removeFromMap(user);
      },
      userRoleChanged(user) {
        const sockets = io.in(ROOMS.user(user.id));
        if (can(user, 'viewPositions')) sockets.socketsJoin(ROOMS.viewers);
        else sockets.socketsLeave(ROOMS.viewers);
      },
      async sweepSessions() {
        for (const socket of io.of('/').sockets.values()) {
          const session = await app.sessions.findValid(socket.data.token);
          if (session) {
            // A role changed since the handshake takes effect here: viewers join or leave the room.
            const { id, nombre, rol } = session.user;
            socket.data.user = { id, nombre, rol };
            if (can(socket.data.user, 'viewPositions')) void socket.join(ROOMS.viewers);
            else void socket.leave(ROOMS.viewers);
            continue;
          }
          socket.emit('sesionTerminada');
          socket.disconnect(true);
          await removeFromMap(socket.data.user);
        }
      },
    };
    app.decorate('livePositions', live);

    const sweep = setInterval(() => {
      live.sweepSessions().catch((error: unknown) => app.log.error({ err: error }, 'socket session sweep'));
    }, SWEEP_INTERVAL_MS);
    sweep.unref();

    // Before the HTTP server closes: open WebSockets would keep it waiting.
    app.addHook('preClose', async () => {
      clearInterval(sweep);
      // Reports accepted but not yet written: their batch is written and acknowledged first.
      await batcher.close();
      await acksSent(io);
      feed.close();
      runtime.lag.stop();
      io.local.disconnectSockets(true);
      await io.of('/').adapter.close();
      io.engine.close();
      await Promise.all(adapterClients.map((client) => client.quit().catch(() => client.disconnect())));
    });
  },
  { name: 'realtime', dependencies: ['sessions', 'positions', 'metrics', 'redis'] },
);
