import fp from 'fastify-plugin';
import type { PhotoBox } from '@reclamos/shared-types/complaints/schemas';
import { blackBoxes } from './photos/black-boxes.ts';
import { damagedPhotoPlaceholder } from './photos/damaged-placeholder.ts';
import { rewritePhoto, REWRITTEN_CONTENT_TYPE } from './photos/rewrite-photo.ts';
import type { BlobsRepository, OriginalBlob, StoredBlob } from './blobs-repository.ts';

/** A photo as staff see it; `damaged` when the stored bytes cannot be decoded (the placeholder's bytes). */
export type ViewablePhoto = StoredBlob & { damaged?: true };

/** The boxes a photo's viewing copy is blacked out with, read when the copy is made. */
export type BoxSource = (blobId: string) => Promise<readonly PhotoBox[]>;

declare module 'fastify' {
  interface FastifyInstance {
    photoStore: PhotoStore;
  }
}

/**
 * Photos as staff see them. A photo is decoded and re-encoded upright (~100 ms of a core) the
 * first time anyone asks for it, never on the citizen's request, with solid black boxes over its
 * redaction boxes, and that copy is kept beside the sealed original; `refresh` makes it again when
 * the boxes change. Work on one photo runs one piece at a time, so concurrent first views share
 * one rewrite and a copy made with older boxes never lands after one made with newer. A stored
 * photo that cannot be decoded (accepted before every upload was decoded in full) is shown as a
 * "foto dañada" placeholder, never a 500.
 */
export class PhotoStore {
  private readonly queues = new Map<string, Promise<unknown>>();
  private boxSource: BoxSource = async () => [];

  constructor(readonly blobs: BlobsRepository) {}

  /** Where the boxes come from (the redaction plugin); without one, copies have none. */
  useBoxes(source: BoxSource): void {
    this.boxSource = source;
  }

  async viewable(id: string): Promise<ViewablePhoto | undefined> {
    return this.serially(id, () => this.rewriteIfNeeded(id));
  }

  /**
   * After the photo's boxes changed: makes its viewing copy again with the boxes as they are now.
   * A photo nobody has looked at yet has no copy and gets none here: its first view makes it.
   */
  async refresh(id: string): Promise<void> {
    await this.serially(id, async () => {
      if (!(await this.blobs.hasViewCopy(id))) return;
      const original = await this.blobs.original(id);
      if (!original) return;
      const boxes = await this.boxSource(id);
      let bytes: Buffer;
      try {
        bytes = await redacted(original, boxes);
      } catch {
        // Undecodable: the viewer keeps getting the placeholder.
        return;
      }
      await this.blobs.saveRewritten(id, bytes);
    });
  }

  /** The photo upright and without boxes (what the face detector looks at); never stored, never served. */
  async upright(id: string): Promise<Buffer | undefined> {
    const original = await this.blobs.original(id);
    return original ? rewritePhoto(original.bytes, original.orientation) : undefined;
  }

  /** The sealed original as it arrived (metadata stripped), for an ADMINISTRADOR's audited look. */
  async original(id: string): Promise<OriginalBlob | undefined> {
    return this.blobs.original(id);
  }

  private serially<T>(id: string, work: () => Promise<T>): Promise<T> {
    const before = this.queues.get(id) ?? Promise.resolve();
    const run = before.then(work);
    const tail = run.then(
      () => undefined,
      () => undefined,
    );
    this.queues.set(id, tail);
    void tail.then(() => {
      if (this.queues.get(id) === tail) this.queues.delete(id);
    });
    return run;
  }

  private async rewriteIfNeeded(id: string): Promise<ViewablePhoto | undefined> {
    const blob = await this.blobs.find(id);
    if (!blob || blob.rewritten) return blob;
    const boxes = await this.boxSource(id);
    let bytes: Buffer;
    try {
      bytes = await redacted(blob, boxes);
    } catch {
      // Decoding failed: the stored copy stays as it was (evidence), the viewer gets the placeholder.
      const placeholder = await damagedPhotoPlaceholder();
      return { ...blob, bytes: placeholder.bytes, contentType: REWRITTEN_CONTENT_TYPE, orientation: 1, damaged: true };
    }
    await this.blobs.saveRewritten(id, bytes);
    return { ...blob, bytes, contentType: REWRITTEN_CONTENT_TYPE, orientation: 1, rewritten: true };
  }
}

async function redacted(original: Pick<OriginalBlob, 'bytes' | 'orientation'>, boxes: readonly PhotoBox[]): Promise<Buffer> {
  return blackBoxes(await rewritePhoto(original.bytes, original.orientation), boxes);
}

export default fp(
  async (app) => {
    app.decorate('photoStore', new PhotoStore(app.blobs));
  },
  { name: 'photo-store', dependencies: ['complaints'] },
);
