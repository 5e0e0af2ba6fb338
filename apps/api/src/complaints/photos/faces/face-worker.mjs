// Starts the face detector (face-worker.ts) in a worker thread. Plain JavaScript, so the thread
// starts the same under `npm start` (node --import tsx), tsx and vitest: it loads the TypeScript
// body through tsx's API, whatever loader the parent thread had.
import { tsImport } from 'tsx/esm/api';

await tsImport('./face-worker.ts', import.meta.url);
