import fp from 'fastify-plugin';
import { BlobsRepository } from './blobs-repository.ts';
import { ComplaintLookupsRepository } from './complaint-lookups-repository.ts';
import { ComplaintsRepository } from './complaints-repository.ts';
import { PhotoFiles } from './photos/photo-files.ts';

declare module 'fastify' {
  interface FastifyInstance {
    complaints: ComplaintsRepository;
    complaintLookups: ComplaintLookupsRepository;
    blobs: BlobsRepository;
    /** The photo store: one file per photo under PHOTOS_DIR, named by its SHA-256. */
    photoFiles: PhotoFiles;
  }
}

/** The complaints, their photos (`blobs` rows naming files of the photo store) and the public form's lookups. */
export default fp(
  async (app) => {
    const files = new PhotoFiles(app.config.photosDir);
    app.decorate('complaints', new ComplaintsRepository(app.db, app.readPool, app.config.workflow.dueDays, app.config.workflow.staleDays));
    app.decorate('complaintLookups', new ComplaintLookupsRepository(app.db));
    app.decorate('photoFiles', files);
    app.decorate('blobs', new BlobsRepository(app.db, files));
  },
  { name: 'complaints', dependencies: ['knex'] },
);
