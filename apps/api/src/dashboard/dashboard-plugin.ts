import fp from 'fastify-plugin';
import { DashboardRepository } from './dashboard-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    dashboard: DashboardRepository;
  }
}

/** Principal's numbers. */
export default fp(
  async (app) => {
    app.decorate('dashboard', new DashboardRepository(app.db));
  },
  { name: 'dashboard', dependencies: ['knex'] },
);
