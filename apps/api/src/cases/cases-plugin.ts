import fp from 'fastify-plugin';
import { CasesRepository } from './cases-repository.ts';
import { PublicCasesRepository } from './public-cases-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** States, assignment and notes of complaints. */
    cases: CasesRepository;
    /** What anyone may read of a case: seguimiento, Open311. */
    publicCases: PublicCasesRepository;
  }
}

/** A complaint's case: its workflow for staff, and what the public may read of it. */
export default fp(
  async (app) => {
    app.decorate('cases', new CasesRepository(app.db, app.config.workflow));
    const publicCases = new PublicCasesRepository(app.db, app.sqliteFile);
    app.decorate('publicCases', publicCases);
    app.addHook('onClose', async () => publicCases.close());
  },
  { name: 'cases', dependencies: ['knex'] },
);
