/**
 * A suggested box, in fractions of the upright photo's width and height (so it survives any
 * resize of the copy it is drawn on), with the detector's confidence.
 */
export interface FaceBox {
  x: number;
  y: number;
  w: number;
  h: number;
  score: number;
}

export interface FaceJob {
  id: number;
  bytes: Uint8Array;
}

export type FaceWorkerAnswer = { id: number; type: 'boxes'; boxes: FaceBox[] } | { id: number; type: 'failed'; message: string };
