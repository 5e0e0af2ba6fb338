import fp from 'fastify-plugin';
import { AuditRepository } from '../platform/audit/audit-repository.ts';
import { DelitosRepository } from './delitos-repository.ts';
import { ListMergeRepository } from './list-merge-repository.ts';
import { PlateHistoryRepository } from './plate-history-repository.ts';
import { VehicleRegistryRepository } from './vehicle-registry-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The authority's own data. Writing the audit trail is `recordAudit` (audit-repository.ts), not a decoration. */
    delitos: DelitosRepository;
    vehicleRegistry: VehicleRegistryRepository;
    listMerge: ListMergeRepository;
    plateHistory: PlateHistoryRepository;
    audit: AuditRepository;
  }
}

export default fp(
  async (app) => {
    const vehicleRegistry = new VehicleRegistryRepository(app.db);
    app.decorate('delitos', new DelitosRepository(app.db));
    app.decorate('vehicleRegistry', vehicleRegistry);
    app.decorate('listMerge', new ListMergeRepository(app.db));
    app.decorate('plateHistory', new PlateHistoryRepository(app.db, vehicleRegistry));
    app.decorate('audit', new AuditRepository(app.db));
  },
  { name: 'authority', dependencies: ['knex'] },
);
