import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.ts';
import { MemoryAttemptLimiter, type AttemptLimiter } from '../../lib/attempt-limiter.ts';
import { PasswordHasher } from '../../lib/passwords.ts';
import { SessionsRepository } from './sessions-repository.ts';
import { UsersRepository } from './users-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    users: UsersRepository;
    sessions: SessionsRepository;
    passwords: PasswordHasher;
    loginLimiter: AttemptLimiter;
  }
}

export default fp(
  async (app, opts: { config: AppConfig }) => {
    app.decorate('config', opts.config);
    app.decorate('users', new UsersRepository(app.db));
    app.decorate('sessions', new SessionsRepository(app.db, opts.config.sessionCacheMs));
    app.decorate('passwords', new PasswordHasher(opts.config.passwordHashCost));
    app.decorate('loginLimiter', new MemoryAttemptLimiter(opts.config.login.windowMinutes * 60_000));
  },
  { name: 'repositories', dependencies: ['knex'] },
);
