import path from 'node:path';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.ts';
import { SQLITE_FILE } from '../../db/connection.ts';
import { ReadPool } from '../../db/read-pool.ts';
import { MemoryAttemptLimiter, type AttemptLimiter } from '../../lib/attempt-limiter.ts';
import { HashGate } from '../../lib/hash-gate.ts';
import { PasswordHasher } from '../../lib/passwords.ts';
import type { ThrottleDeps } from '../../lib/throttled-password-check.ts';
import { RedisAttemptLimiter } from '../../lib/redis-attempt-limiter.ts';
import { BlobsRepository } from './blobs-repository.ts';
import { CatalogRepository } from './catalog-repository.ts';
import { ComplaintPublicRepository } from './complaint-public-repository.ts';
import { ComplaintWorkflowRepository } from './complaint-workflow-repository.ts';
import { ComplaintsRepository } from './complaints-repository.ts';
import { DashboardRepository } from './dashboard-repository.ts';
import { InspectionsRepository } from './inspections-repository.ts';
import { RegistryRepository } from './registry-repository.ts';
import { PositionsRepository } from './positions-repository.ts';
import { SessionsRepository } from './sessions-repository.ts';
import { UsersRepository } from './users-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    users: UsersRepository;
    sessions: SessionsRepository;
    passwords: PasswordHasher;
    loginLimiter: AttemptLimiter;
    /** The login limiter and the cap on concurrent password hashes, for every password check. */
    loginThrottle: ThrottleDeps;
    catalog: CatalogRepository;
    complaints: ComplaintsRepository;
    /** States, assignment, notes of complaints (issue 13). */
    workflow: ComplaintWorkflowRepository;
    /** What the public sees of complaints: seguimiento, Open311. */
    publicComplaints: ComplaintPublicRepository;
    dashboard: DashboardRepository;
    blobs: BlobsRepository;
    inspections: InspectionsRepository;
    registry: RegistryRepository;
    positions: PositionsRepository;
  }
}

export default fp(
  async (app, opts: { config: AppConfig }) => {
    app.decorate('config', opts.config);
    app.decorate('users', new UsersRepository(app.db));
    const sessions = new SessionsRepository(app.db, opts.config.databaseUrl ? null : path.join(opts.config.dataDir, SQLITE_FILE));
    app.decorate('sessions', sessions);
    app.addHook('onClose', async () => sessions.close());
    app.decorate('passwords', new PasswordHasher(opts.config.passwordHashCost));
    app.decorate('catalog', new CatalogRepository(app.db));
    // Heavy reads on SQLite run in worker threads off the event loop (issue 16).
    const reads = opts.config.databaseUrl ? null : new ReadPool(path.join(opts.config.dataDir, SQLITE_FILE));
    if (reads) app.addHook('onClose', async () => reads.close());
    app.decorate('complaints', new ComplaintsRepository(app.db, reads, opts.config.workflow.dueDays));
    app.decorate('workflow', new ComplaintWorkflowRepository(app.db, opts.config.workflow));
    const publicComplaints = new ComplaintPublicRepository(
      app.db,
      opts.config.databaseUrl ? null : path.join(opts.config.dataDir, SQLITE_FILE),
    );
    app.decorate('publicComplaints', publicComplaints);
    app.addHook('onClose', async () => publicComplaints.close());
    app.decorate('dashboard', new DashboardRepository(app.db));
    app.decorate('blobs', new BlobsRepository(app.db));
    const inspections = new InspectionsRepository(
      app.db,
      opts.config.databaseUrl ? null : path.join(opts.config.dataDir, SQLITE_FILE),
      reads,
    );
    app.decorate('inspections', inspections);
    app.addHook('onClose', async () => inspections.close());
    app.decorate('registry', new RegistryRepository(app.db));
    app.decorate('positions', new PositionsRepository(app.db));
    const windowMs = opts.config.login.windowMinutes * 60_000;
    // With REDIS_URL every API process counts the same failed sign-ins.
    const loginLimiter: AttemptLimiter = app.redis
      ? new RedisAttemptLimiter(app.redis, windowMs, opts.config.redisPrefix)
      : new MemoryAttemptLimiter(windowMs);
    app.decorate('loginLimiter', loginLimiter);
    const gate = new HashGate(opts.config.login.maxConcurrentHashes, opts.config.login.maxConcurrentHashesPerAddress);
    app.decorate('loginThrottle', { limiter: loginLimiter, gate });
  },
  { name: 'repositories', dependencies: ['knex', 'redis'] },
);
