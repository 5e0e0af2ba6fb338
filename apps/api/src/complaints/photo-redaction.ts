import fp from 'fastify-plugin';
import type { SuggestedBox } from '@reclamos/shared-types/complaints/schemas';
import { FaceDetector } from './photos/faces/face-detector.ts';
import { currentBoxes, PhotoBoxesRepository } from './photo-boxes-repository.ts';
import { waitForQuiet, type QuietWait } from './quiet-gate.ts';

/** How often the job looks for photos the detector has not seen, besides being woken by each new complaint. */
const SWEEP_MS = 10 * 60_000;

/**
 * The background job starts a photo only once no public upload has been in flight for 1.5 s, and
 * never waits more than 2 minutes for that: at ~0.4 s of a core per photo it would otherwise take
 * a whole core from a burst of uploads, and a steady stream must not starve it either.
 */
const YIELD_TO_UPLOADS: QuietWait = { quietMs: 1500, maxWaitMs: 120_000 };

export interface PhotoRedaction {
  /** Whether this server runs the face detector (`FACE_DETECTION`). */
  readonly detecting: boolean;
  /** A complaint with a photo committed: its detection is due (runs later, in the background). */
  wake(): void;
  /** One pass over every photo awaiting detection (tests await it; the timer calls it). */
  runPending(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    photoBoxes: PhotoBoxesRepository;
    photoRedaction: PhotoRedaction;
  }
}

/**
 * Redaction of complaints' photos. The face detector runs in the background, one photo at a time,
 * on photos it has not looked at (woken after each complaint commits, every 10 minutes and once at
 * boot), never on a citizen's request, and each photo only in a quiet moment between uploads
 * (YIELD_TO_UPLOADS); it stores its boxes as suggestions and the photo's viewing copy is made
 * again with them, until staff confirm their own. A staff view of a photo whose detection is still
 * due waits for that photo's detection alone (seconds at most, never for a quiet moment), so no
 * copy with a face the detector would have found is ever made. `FACE_DETECTION=off` skips the
 * detector (and its ~0.5 GB model): copies then carry only the boxes staff draw.
 */
export default fp(
  async (app) => {
    const boxes = new PhotoBoxesRepository(app.db);
    app.decorate('photoBoxes', boxes);
    const detecting = app.config.faceDetection;
    const detector = detecting ? new FaceDetector({ timeoutMs: 120_000, idleMs: 5 * 60_000 }) : null;
    const inFlight = new Map<number, Promise<void>>();
    let closing = false;
    // Ends the job's wait for a quiet moment when the server closes.
    const stopping = new AbortController();

    /** Detects one photo's faces and stores them; concurrent callers for one complaint share the run. */
    const detectOne = (reclamoId: number, blobId: string): Promise<void> => {
      const running = inFlight.get(reclamoId);
      if (running) return running;
      const work = (async () => {
        if (!detector) return;
        let found: SuggestedBox[] = [];
        let state: 'lista' | 'fallida' = 'lista';
        try {
          const upright = await app.photoStore.upright(blobId);
          if (!upright) throw new Error('photo not stored');
          found = await detector.detect(upright);
        } catch (error) {
          if (closing) return;
          // Stored as failed so the job does not try the same photo for ever; staff box it by hand.
          state = 'fallida';
          app.log.warn({ err: error, reclamoId }, 'face detection failed');
        }
        await boxes.saveSuggestions(reclamoId, found, state, Date.now());
      })().finally(() => inFlight.delete(reclamoId));
      inFlight.set(reclamoId, work);
      return work;
    };

    app.photoStore.useBoxes(async (blobId) => {
      let row = await boxes.ofBlob(blobId);
      if (row && detector && row.deteccion === null && row.recuadros === null && !closing) {
        await detectOne(row.reclamoId, blobId);
        row = await boxes.ofBlob(blobId);
      }
      return row ? currentBoxes(row) : [];
    });

    let pass: Promise<void> | null = null;
    let again = false;
    const sweep = async (): Promise<void> => {
      for (;;) {
        again = false;
        for (;;) {
          if (closing) return;
          if ((await boxes.awaitingDetection(1)).length === 0) break;
          // A staff view does not wait here (useBoxes above calls detectOne): only the backlog yields.
          await waitForQuiet(app.uploadActivity.idleSince, YIELD_TO_UPLOADS, stopping.signal);
          if (closing) return;
          // Looked up again: a staff view may have had this photo detected during the wait.
          const [next] = await boxes.awaitingDetection(1);
          if (!next) break;
          await detectOne(next.reclamoId, next.blobId);
          // The copy follows the suggestions (unless staff reviewed it meanwhile: refresh reads the boxes that apply now).
          if (!closing) await app.photoStore.refresh(next.blobId);
        }
        if (!again) return;
      }
    };
    const runPending = (): Promise<void> => {
      if (!detector) return Promise.resolve();
      again = true;
      pass ??= sweep()
        .catch((error: unknown) => app.log.error({ err: error }, 'face detection job'))
        .finally(() => (pass = null));
      return pass;
    };

    app.decorate('photoRedaction', {
      detecting,
      wake: () => void runPending(),
      runPending,
    });

    if (detector) {
      const boot = setTimeout(() => void runPending(), 0);
      boot.unref();
      const timer = setInterval(() => void runPending(), SWEEP_MS);
      timer.unref();
      app.addHook('onClose', async () => {
        closing = true;
        stopping.abort();
        clearTimeout(boot);
        clearInterval(timer);
        await detector.close();
        await pass;
        await Promise.allSettled(inFlight.values());
      });
    }
  },
  { name: 'photo-redaction', dependencies: ['knex', 'complaints', 'photo-store', 'upload-limits'] },
);
