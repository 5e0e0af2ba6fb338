import fp from 'fastify-plugin';
import { InspectionLookupsRepository } from './inspection-lookups-repository.ts';
import { InspectionsRepository } from './inspections-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    inspections: InspectionsRepository;
    /** The owners, vehicles and suggestion lists inspectors look up and keep on their phones. */
    inspectionLookups: InspectionLookupsRepository;
  }
}

/** Inspections and the registries inspectors look up. */
export default fp(
  async (app) => {
    const inspections = new InspectionsRepository(app.db, app.sqliteFile, app.readPool);
    app.decorate('inspections', inspections);
    app.addHook('onClose', async () => inspections.close());
    app.decorate('inspectionLookups', new InspectionLookupsRepository(app.db));
  },
  { name: 'inspections', dependencies: ['knex'] },
);
