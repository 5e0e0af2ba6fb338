import type { FastifyInstance } from 'fastify';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { can } from '@reclamos/shared-types/permissions';
import { PositionReport, type PositionAck, type PositionRejectReason } from '@reclamos/shared-types/positions/schemas';
import { ROOMS, type PositionsServer, type PositionsSocket } from './positions-server.ts';
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

/**
 * `posicion` and `dejarDeCompartir` of one socket. Every report re-checks the session (a revoked
 * token stops at once, as on HTTP) and passes a per-user throttle: an in-process fast path, then
 * the database's conditional upsert, which holds across processes.
 */
export function registerPositionHandlers(
  app: FastifyInstance,
  io: PositionsServer,
  socket: PositionsSocket,
  /** This process's last accepted report time per user (shared by all sockets here). */
  lastAccepted: Map<number, number>,
): void {
  const minIntervalMs = app.config.positions.minIntervalMs;

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

  socket.on('posicion', (raw: unknown, ack?: unknown) => {
    app.metrics.positionReports.inc({ outcome: 'received' });
    void (async () => {
      if (overBudget()) return answer(ack, reject('throttled'));
      const report = parseReport(raw);
      if (!report) return answer(ack, reject('invalid'));
      if (!can(socket.data.user, 'sharePosition')) return answer(ack, reject('forbidden'));
      const userId = socket.data.user.id;
      const now = Date.now();
      if (now - (lastAccepted.get(userId) ?? -Infinity) < minIntervalMs) return answer(ack, reject('throttled'));
      const user = await currentUser();
      if (!user) return refuseEnded(ack);
      if (!(await app.positions.record(userId, report, now, minIntervalMs))) return answer(ack, reject('throttled'));
      lastAccepted.set(userId, now);
      app.metrics.positionReports.inc({ outcome: 'accepted' });
      io.to(ROOMS.viewers).emit('actualizarConjunto', { id: user.id, nombre: user.nombre, lat: report.lat, lng: report.lng });
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
      lastAccepted.delete(user.id);
      if (await app.positions.stopSharing(user.id)) {
        io.to(ROOMS.viewers).emit('actualizarConjunto', { id: user.id, nombre: user.nombre, lat: 0, lng: 0 });
      }
      answer(ack, { ok: true });
    })().catch((error: unknown) => {
      app.log.error({ err: error }, 'dejarDeCompartir');
      answer(ack, reject('error'));
    });
  });
}
