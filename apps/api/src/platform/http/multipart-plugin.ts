import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import { PHOTO_MAX_BYTES } from '@reclamos/shared-types/complaints/values';

/** multipart/form-data for the complaint with its photo: one file, a handful of short fields. */
export default fp(
  async (app) => {
    await app.register(multipart, {
      limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 20, fieldSize: 16 * 1024, parts: 22, headerPairs: 100 },
    });
  },
  { name: 'multipart' },
);
