import fp from 'fastify-plugin';
import { damagedPhotoPlaceholder } from './photos/damaged-placeholder.ts';
import { rewritePhoto, REWRITTEN_CONTENT_TYPE } from './photos/rewrite-photo.ts';
import type { BlobsRepository, StoredBlob } from './blobs-repository.ts';

/** A photo as staff see it; `damaged` when the stored bytes cannot be decoded (the placeholder's bytes). */
export type ViewablePhoto = StoredBlob & { damaged?: true };

declare module 'fastify' {
  interface FastifyInstance {
    photoStore: PhotoStore;
  }
}

/**
 * Photos as staff see them. A photo is decoded and re-encoded (~100 ms of a core) the first time
 * anyone asks for it, never on the citizen's request, and the rewritten copy is kept beside the
 * sealed original; concurrent first views share one rewrite. A stored photo that cannot be decoded (accepted
 * before every upload was decoded in full) is shown as a "foto dañada" placeholder, never a 500.
 */
export class PhotoStore {
  private readonly inFlight = new Map<string, Promise<ViewablePhoto | undefined>>();

  constructor(readonly blobs: BlobsRepository) {}

  async viewable(id: string): Promise<ViewablePhoto | undefined> {
    const running = this.inFlight.get(id);
    if (running) return running;
    const work = this.rewriteIfNeeded(id).finally(() => this.inFlight.delete(id));
    this.inFlight.set(id, work);
    return work;
  }

  private async rewriteIfNeeded(id: string): Promise<ViewablePhoto | undefined> {
    const blob = await this.blobs.find(id);
    if (!blob || blob.rewritten) return blob;
    let bytes: Buffer;
    try {
      bytes = await rewritePhoto(blob.bytes, blob.orientation);
    } catch {
      // Decoding failed: the stored copy stays as it was (evidence), the viewer gets the placeholder.
      const placeholder = await damagedPhotoPlaceholder();
      return { ...blob, bytes: placeholder.bytes, contentType: REWRITTEN_CONTENT_TYPE, orientation: 1, damaged: true };
    }
    await this.blobs.saveRewritten(id, bytes);
    return { ...blob, bytes, contentType: REWRITTEN_CONTENT_TYPE, orientation: 1, rewritten: true };
  }
}

export default fp(
  async (app) => {
    app.decorate('photoStore', new PhotoStore(app.blobs));
  },
  { name: 'photo-store', dependencies: ['complaints'] },
);
