import fp from 'fastify-plugin';
import { PositionsRepository } from './positions-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    positions: PositionsRepository;
  }
}

/** The last position of each person and the position history. */
export default fp(
  async (app) => {
    app.decorate('positions', new PositionsRepository(app.db));
  },
  { name: 'positions', dependencies: ['knex'] },
);
