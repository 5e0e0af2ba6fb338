import type { FastifyInstance } from 'fastify';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { can } from '@reclamos/shared-types/permissions';
import { PositionReport, type PositionAck, type PositionRejectReason } from '@reclamos/shared-types/positions/schemas';
import type { PositionsSocket } from './positions-server.ts';
import type { PositionBatcher } from './position-batcher.ts';
import type { ViewerFeed } from './viewer-feed.ts';
import type { LoopLag } from './overload.ts';
import { POSITIONS_MSG } from '@reclamos/shared-types/positions/messages';

const validReport = TypeCompiler.Compile(PositionReport);
/** A phone sends one report every few seconds; a flood of events must not reach the database. */
const MAX_EVENTS_PER_SOCKET_PER_SECOND = 20;

const REJECT_MESSAGES: Record<PositionRejectReason, string> = {
  invalid: POSITIONS_MSG.server.invalidReport,
  throttled: POSITIONS_MSG.server.throttled,
  forbidden: POSITIONS_MSG.server.forbidden,
  error: POSITIONS_MSG.server.failed,
};

function reject(reason: PositionRejectReason): PositionAck {
  return { ok: false, reason, message: REJECT_MESSAGES[reason] };
}

/** Only the three numbers are kept; lat or lng of exactly 0 means "removed" on the wire. */
function parseReport(raw: unknown): PositionReport | null {
  if (!validReport.Check(raw)) return null;
  const { lat, lng, accuracy } = raw;
  if (lat === 0 || lng === 0) return null;
  return { lat, lng, accuracy };
}

/** What the handlers share within this process. */
export interface PositionsRuntime {
  /** This process's last accepted report time per user (shared by all sockets here). */
  lastAccepted: Map<number, number>;
  batcher: PositionBatcher;
  feed: ViewerFeed;
  lag: LoopLag;
}

/**
 * `posicion` and `dejarDeCompartir` of one socket. A report passes, without any database work, a
 * per-socket event budget, its validation, the role and the per-user interval of this process;
 * then, under overload (the batch queue past POSITION_MAX_QUEUED or the event loop late past
 * POSITION_MAX_LAG_MS), it is answered 'throttled' at once, never queued. Otherwise it joins the
 * next batch (position-batcher.ts), where the session is re-checked (a revoked token stops at
 * once, as on HTTP: one query per batch, not per report) and the database's conditional upsert
 * applies the interval across processes; the ack follows the batch's commit.
 */
export function registerPositionHandlers(app: FastifyInstance, socket: PositionsSocket, runtime: PositionsRuntime): void {
  const { minIntervalMs, maxQueued, maxLagMs } = app.config.positions;
  const { lastAccepted, batcher, feed, lag } = runtime;

  const answer = (ack: unknown, value: PositionAck) => {
    if (typeof ack === 'function') (ack as (answer: PositionAck) => void)(value);
  };

  /** Events per second one socket may send before being answered 'throttled' without any work. */
  const budget = { second: 0, used: 0 };
  const overBudget = () => {
    const second = Math.floor(Date.now() / 1000);
    if (second !== budget.second) Object.assign(budget, { second, used: 0 });
    budget.used += 1;
    return budget.used > MAX_EVENTS_PER_SOCKET_PER_SECOND;
  };

  const currentUser = async () => (await app.sessions.findValid(socket.data.token))?.user ?? null;
  /** The session died behind the socket (expired, revoked elsewhere): answer, then close. */
  const refuseEnded = (ack: unknown) => {
    answer(ack, reject('forbidden'));
    socket.emit('sesionTerminada');
    socket.disconnect(true);
  };
  const throttled = (ack: unknown, outcome: 'throttled' | 'overloaded') => {
    app.metrics.positionReports.inc({ outcome });
    answer(ack, reject('throttled'));
  };

  socket.on('posicion', (raw: unknown, ack?: unknown) => {
    app.metrics.positionReports.inc({ outcome: 'received' });
    void (async () => {
      if (overBudget()) return throttled(ack, 'throttled');
      const report = parseReport(raw);
      if (!report) return answer(ack, reject('invalid'));
      const { user, sessionId } = socket.data;
      if (!can(user, 'sharePosition')) return answer(ack, reject('forbidden'));
      const now = Date.now();
      const previous = lastAccepted.get(user.id);
      if (now - (previous ?? -Infinity) < minIntervalMs) return throttled(ack, 'throttled');
      if (batcher.queued >= maxQueued || lag.medianMs > maxLagMs) return throttled(ack, 'overloaded');
      // Held while the batch is written, so a second report of the user meanwhile is paced here.
      lastAccepted.set(user.id, now);
      const restore = () => {
        if (lastAccepted.get(user.id) !== now) return;
        if (previous === undefined) lastAccepted.delete(user.id);
        else lastAccepted.set(user.id, previous);
      };
      const outcome = await batcher.submit(user.id, sessionId, report, now).catch((error: unknown) => {
        restore();
        throw error;
      });
      if (outcome !== 'accepted') restore();
      if (outcome === 'ended') return refuseEnded(ack);
      if (outcome === 'throttled') return throttled(ack, 'throttled');
      app.metrics.positionReports.inc({ outcome: 'accepted' });
      feed.publish({ id: user.id, nombre: user.nombre, lat: report.lat, lng: report.lng }, now);
      answer(ack, { ok: true });
    })().catch((error: unknown) => {
      app.log.error({ err: error }, 'posicion');
      answer(ack, reject('error'));
    });
  });

  socket.on('dejarDeCompartir', (ack?: unknown) => {
    void (async () => {
      if (overBudget()) return answer(ack, reject('throttled'));
      const user = await currentUser();
      if (!user) return refuseEnded(ack);
      // A report of this user still in a batch would put them back on the map after this.
      await batcher.settled();
      lastAccepted.delete(user.id);
      if (await app.positions.stopSharing(user.id)) feed.publish({ id: user.id, nombre: user.nombre, lat: 0, lng: 0 });
      answer(ack, { ok: true });
    })().catch((error: unknown) => {
      app.log.error({ err: error }, 'dejarDeCompartir');
      answer(ack, reject('error'));
    });
  });
}
