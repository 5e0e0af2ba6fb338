import fp from 'fastify-plugin';
import { BlobsRepository } from './blobs-repository.ts';
import { ComplaintLookupsRepository } from './complaint-lookups-repository.ts';
import { ComplaintsRepository } from './complaints-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    complaints: ComplaintsRepository;
    complaintLookups: ComplaintLookupsRepository;
    blobs: BlobsRepository;
  }
}

/** The complaints, their photos (`blobs`) and the public form's lookups. */
export default fp(
  async (app) => {
    app.decorate('complaints', new ComplaintsRepository(app.db, app.readPool, app.config.workflow.dueDays, app.config.workflow.staleDays));
    app.decorate('complaintLookups', new ComplaintLookupsRepository(app.db));
    app.decorate('blobs', new BlobsRepository(app.db));
  },
  { name: 'complaints', dependencies: ['knex'] },
);
