import fp from 'fastify-plugin';
import { PhotoSealsRepository, storeDigests, type SealCheck } from './photo-seals-repository.ts';

export interface PhotoIntegrity extends SealCheck {
  /** When the run finished (ISO 8601). */
  at: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** One run of the photo-integrity check; answers and remembers its result. */
    checkPhotos(): Promise<PhotoIntegrity>;
    /** The last run's result (null before the first has finished). */
    lastPhotoCheck(): PhotoIntegrity | null;
  }
}

/**
 * Every PHOTO_CHECK_HOURS (and once at boot, which also seals photos stored before seals existed)
 * each stored photo's file is read, hashed again and compared with its name and the seal taken on
 * arrival. A file that is there with other bytes (altered) and one that is gone (missing: a disk or
 * a restore lost it, nobody changed it) are told apart, because they call for different action.
 * Either is logged as an error naming the complaints, counted in `reclamos_photos_mismatched` (the
 * missing ones also in `reclamos_photos_missing`), and listed to an ADMINISTRADOR by
 * `GET /api/fotos/integridad`. The boot run is not awaited: a large
 * database starts serving at once.
 */
export default fp(
  async (app) => {
    const seals = new PhotoSealsRepository(app.db, storeDigests(app.photoFiles));
    let last: PhotoIntegrity | null = null;
    let running: Promise<PhotoIntegrity> | null = null;
    const runOnce = async (): Promise<PhotoIntegrity> => {
      const result = { ...(await seals.check()), at: new Date().toISOString() };
      last = result;
      app.metrics.photoChecks.inc();
      app.metrics.photosMismatched.set(result.altered.length + result.missing.length);
      app.metrics.photosMissing.set(result.missing.length);
      if (result.altered.length + result.missing.length > 0)
        app.log.error({ altered: result.altered, missing: result.missing }, 'photos no longer match their seal');
      else app.log.info({ checked: result.checked, sealed: result.sealed }, 'photo integrity');
      return result;
    };
    // Concurrent callers share one run.
    app.decorate('checkPhotos', () => (running ??= runOnce().finally(() => (running = null))));
    app.decorate('lastPhotoCheck', () => last);
    const run = () => app.checkPhotos().catch((error: unknown) => app.log.error({ err: error }, 'photo integrity'));
    if (app.config.photoCheckHours > 0) {
      const boot = setTimeout(() => void run(), 0);
      boot.unref();
      const timer = setInterval(() => void run(), app.config.photoCheckHours * 3600_000);
      timer.unref();
      app.addHook('onClose', async () => {
        clearTimeout(boot);
        clearInterval(timer);
        await running?.catch(() => undefined);
      });
    }
  },
  { name: 'photo-integrity', dependencies: ['knex', 'metrics', 'complaints'] },
);
