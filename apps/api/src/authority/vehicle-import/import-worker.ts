import { parentPort, workerData } from 'node:worker_threads';
import { HttpError } from '../../platform/http/http-error.ts';
import { readImportFile } from './read-import-file.ts';

/**
 * The import worker's body: reads the one file it was given (workerData.bytes) into rows and
 * posts them back, or the refusal (status and Spanish message). Anything else thrown is posted
 * as a failure the server answers with a generic refusal; the thread ends after one file.
 */
const { bytes } = workerData as { bytes: Uint8Array };
try {
  const rows = await readImportFile(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  parentPort?.postMessage({ type: 'rows', rows });
} catch (error) {
  if (error instanceof HttpError) parentPort?.postMessage({ type: 'refused', status: error.statusCode, message: error.message });
  else parentPort?.postMessage({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
}
