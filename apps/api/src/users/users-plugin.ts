import fp from 'fastify-plugin';
import { UsersRepository } from './users-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    users: UsersRepository;
  }
}

/** The accounts (`users`). */
export default fp(
  async (app) => {
    app.decorate('users', new UsersRepository(app.db));
  },
  { name: 'users', dependencies: ['knex'] },
);
