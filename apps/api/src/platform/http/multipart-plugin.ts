import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import { PHOTO_MAX_BYTES } from '@reclamos/shared-types/complaints/values';

/**
 * multipart/form-data for the complaint with its photo and the vehicle import: one file, a handful
 * of short fields. Registered by those two routes' own plugins, not by the app: @fastify/multipart
 * adds an async onRequest hook (a listener on every answer's close) and an async onResponse hook
 * (temporary files, which we never write) to every route of the context it is registered in, and
 * a signed-in read like GET me paid both for nothing. A multipart body sent anywhere else is
 * refused as an unsupported type (415, error-handler.ts).
 */
export default fp(
  async (app) => {
    await app.register(multipart, {
      limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 20, fieldSize: 16 * 1024, parts: 22, headerPairs: 100 },
    });
  },
  { name: 'multipart' },
);
