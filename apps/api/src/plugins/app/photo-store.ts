import fp from 'fastify-plugin';
import { rewritePhoto, REWRITTEN_CONTENT_TYPE } from '../../lib/photos/rewrite-photo.ts';
import type { BlobsRepository, StoredBlob } from './blobs-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    photos: PhotoStore;
  }
}

/**
 * Photos as staff see them. A photo is decoded and re-encoded (~100 ms of a core) the first time
 * anyone asks for it, never on the citizen's request, and the rewritten copy replaces the stored
 * one; concurrent first views share one rewrite.
 */
export class PhotoStore {
  private readonly inFlight = new Map<string, Promise<StoredBlob | undefined>>();

  constructor(readonly blobs: BlobsRepository) {}

  async viewable(id: string): Promise<StoredBlob | undefined> {
    const running = this.inFlight.get(id);
    if (running) return running;
    const work = this.rewriteIfNeeded(id).finally(() => this.inFlight.delete(id));
    this.inFlight.set(id, work);
    return work;
  }

  private async rewriteIfNeeded(id: string): Promise<StoredBlob | undefined> {
    const blob = await this.blobs.find(id);
    if (!blob || blob.rewritten) return blob;
    const bytes = await rewritePhoto(blob.bytes, blob.orientation);
    await this.blobs.saveRewritten(id, REWRITTEN_CONTENT_TYPE, bytes);
    return { ...blob, bytes, contentType: REWRITTEN_CONTENT_TYPE, orientation: 1, rewritten: true };
  }
}

export default fp(
  async (app) => {
    app.decorate('photos', new PhotoStore(app.blobs));
  },
  { name: 'photo-store', dependencies: ['repositories'] },
);
