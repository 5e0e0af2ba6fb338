import fp from 'fastify-plugin';
import { PositionsRepository } from './positions-repository.ts';
import { PositionHistoryRepository } from './position-history-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    positions: PositionsRepository;
    positionHistory: PositionHistoryRepository;
  }
}

/** The last position of each person and the position history. */
export default fp(
  async (app) => {
    app.decorate('positions', new PositionsRepository(app.db));
    app.decorate('positionHistory', new PositionHistoryRepository(app.db));
  },
  { name: 'positions', dependencies: ['knex'] },
);
