import { createRequire } from 'node:module';
import path from 'node:path';
import { parentPort } from 'node:worker_threads';
import sharp from 'sharp';
import type * as Tf from '@tensorflow/tfjs';
import type * as TfWasm from '@tensorflow/tfjs-backend-wasm';
import type * as FaceApi from '@vladmandic/face-api';
import type { FaceBox, FaceJob, FaceWorkerAnswer } from './face-protocol.ts';

/**
 * The face detector's thread: TensorFlow.js on its WebAssembly backend (no native binary, no
 * network) running face-api's SSD MobileNet v1, whose weights ship in the npm package. One photo
 * at a time; the model stays loaded between photos.
 */
const require = createRequire(import.meta.url);
// CommonJS builds: face-api's WebAssembly build for Node requires the tfjs packages by name.
const tf = require('@tensorflow/tfjs') as typeof Tf;
const wasm = require('@tensorflow/tfjs-backend-wasm') as typeof TfWasm;
const faceapi = require('@vladmandic/face-api/dist/face-api.node-wasm.js') as typeof FaceApi;

/** Below this score a box is not suggested: staff box a missed face by hand, a wrong box costs a tap. */
const MIN_SCORE = 0.3;
/** The detector's box hugs eyes to chin; the black box grows by this share each side to cover hair and ears. */
const MARGIN = 0.2;
/** The long edge the photo is detected at: the size staff see (photos are stored at most 1920 px). */
const DETECT_EDGE = 1920;

async function load(): Promise<void> {
  // The .wasm files are read from the package on disk, not fetched: the server has no network.
  wasm.setWasmPaths(`${path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm'))}/`, false);
  // One thread: the requests keep the other core.
  wasm.setThreadsCount(1);
  await tf.setBackend('wasm');
  await tf.ready();
  const models = path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'model');
  await faceapi.nets.ssdMobilenetv1.loadFromDisk(models);
}

function clamp(value: number): number {
  return Math.min(1, Math.max(0, value));
}

async function detect(bytes: Uint8Array): Promise<FaceBox[]> {
  // Upright as staff see it (EXIF orientation applied), RGB.
  const { data, info } = await sharp(bytes)
    .rotate()
    .resize(DETECT_EDGE, DETECT_EDGE, { fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const input = tf.tensor3d(new Uint8Array(data.buffer, data.byteOffset, data.byteLength), [info.height, info.width, 3], 'int32');
  try {
    const found = await faceapi.detectAllFaces(
      input as never,
      new faceapi.SsdMobilenetv1Options({ minConfidence: MIN_SCORE, maxResults: 100 }),
    );
    return found.map((face) => {
      const { x, y, width, height } = face.box;
      const dx = width * MARGIN;
      const dy = height * MARGIN;
      const left = clamp((x - dx) / info.width);
      const top = clamp((y - dy) / info.height);
      return {
        x: left,
        y: top,
        w: clamp((x + width + dx) / info.width) - left,
        h: clamp((y + height + dy) / info.height) - top,
        score: Math.round(face.score * 1000) / 1000,
      };
    });
  } finally {
    input.dispose();
  }
}

const port = parentPort;
if (!port) throw new Error('face-worker.ts runs in a worker thread');
const ready = load();
port.on('message', (job: FaceJob) => {
  void ready
    .then(() => detect(job.bytes))
    .then(
      (boxes): FaceWorkerAnswer => ({ id: job.id, type: 'boxes', boxes }),
      (error: unknown): FaceWorkerAnswer => ({
        id: job.id,
        type: 'failed',
        message: error instanceof Error ? error.message : String(error),
      }),
    )
    .then((answer) => port.postMessage(answer));
});
