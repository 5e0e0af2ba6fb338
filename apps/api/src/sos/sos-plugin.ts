import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram } from 'prom-client';
import type { SosAlert } from '@reclamos/shared-types/sos/schemas';
import { ROOMS } from '../positions/positions-server.ts';
import { SosRepository } from './sos-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    sos: SosRepository;
    sosDesk: SosDesk;
  }
}

/** Telling people about an alert, and counting it. */
export interface SosDesk {
  /** A new alert: to every supervisor's socket, on every API process (Redis adapter). */
  raised(alert: SosAlert): void;
  /** The same Idempotency-Key again (a phone resending): nothing is pushed. */
  replayed(): void;
  /** Attended: to every supervisor (their banners close) and to every socket of the sender. */
  attended(alert: SosAlert): void;
}

/**
 * SOS alerts. They travel on the live-positions socket: supervisors (attendSos, the same roles as
 * the map's viewers, permissions.test.ts) are in its viewers room, and each user's sockets in
 * their own room. A supervisor who connects later reads the open ones with `GET sos?abiertas=1`.
 */
export default fp(
  async (app) => {
    app.decorate('sos', new SosRepository(app.db));
    const { registry } = app.metrics;
    const alerts = new Counter({
      name: 'reclamos_sos_alerts_total',
      help: 'SOS alerts by event: raised (a new alert), replayed (the same Idempotency-Key again), attended',
      labelNames: ['event'] as const,
      registers: [registry],
    });
    const toAttend = new Histogram({
      name: 'reclamos_sos_attend_seconds',
      help: 'From an SOS alert reaching the server to a supervisor attending it',
      buckets: [5, 15, 30, 60, 120, 300, 600, 1800, 3600],
      registers: [registry],
    });
    const open = new Gauge({
      name: 'reclamos_sos_open',
      help: 'SOS alerts no one has attended yet',
      registers: [registry],
      collect: async function (this: Gauge) {
        const row = (await app.db('sos_alertas').whereNull('atendida_at').count({ n: '*' }).first()) as { n: number | string } | undefined;
        this.set(Number(row?.n ?? 0));
      },
    });
    void open;
    const io = () => app.livePositions.io;

    app.decorate('sosDesk', {
      raised(alert) {
        alerts.inc({ event: 'raised' });
        io().to(ROOMS.viewers).emit('sosAlerta', alert);
      },
      replayed() {
        alerts.inc({ event: 'replayed' });
      },
      attended(alert) {
        alerts.inc({ event: 'attended' });
        if (alert.atendida) toAttend.observe((Date.parse(alert.atendida.at) - Date.parse(alert.fecha)) / 1000);
        io()
          .to([ROOMS.viewers, ROOMS.user(alert.usuario.id)])
          .emit('sosAtendida', alert);
      },
    } satisfies SosDesk);
  },
  { name: 'sos', dependencies: ['knex', 'metrics', 'realtime'] },
);
