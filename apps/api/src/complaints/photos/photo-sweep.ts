import type { PhotoFile, PhotoFiles } from './photo-files.ts';

/** Files looked up in the database per query. */
const BATCH = 500;

/**
 * Removes the store's files no `blobs` row names (photos whose complaint lost them to retention,
 * replaced view copies, uploads whose transaction failed), and only those unchanged since
 * `unchangedSince`: an upload in flight has written (or reused, which touches) its file but not
 * yet committed the row naming it. `PhotoFiles.remove` looks at the time again after moving the
 * file aside, so an upload reusing it at that very moment keeps it. Nothing is removed while a
 * backup holds the store (it copies what its snapshot names), nor after `signal` aborts (the
 * server closing). Answers how many files went.
 */
export async function sweepPhotoFiles(
  files: PhotoFiles,
  blobs: { named(hashes: string[]): Promise<Set<string>> },
  unchangedSince: number,
  signal?: AbortSignal,
): Promise<number> {
  let removed = 0;
  let batch: PhotoFile[] = [];
  let stopped = false;
  const flush = async () => {
    // Checked per batch: another process's backup may begin while this sweep runs.
    if (!stopped) stopped = signal?.aborted === true || (await files.held());
    if (stopped) return;
    const named = await blobs.named(batch.map((file) => file.hash));
    for (const file of batch) if (!named.has(file.hash) && (await files.remove(file.hash, unchangedSince))) removed += 1;
    batch = [];
  };
  for await (const file of files.list()) {
    if (stopped) break;
    if (file.modifiedAt > unchangedSince) continue;
    batch.push(file);
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  if (!stopped) await files.removeLeftovers(unchangedSince);
  return removed;
}
