import type { FastifyInstance } from 'fastify';
import { COMPLAINTS_MSG } from '@reclamos/shared-types/complaints/messages';
import type { DetectionState, PhotoBoxes } from '@reclamos/shared-types/complaints/schemas';
import { HttpError } from '../platform/http/http-error.ts';
import { currentBoxes, type PhotoBoxesRow } from './photo-boxes-repository.ts';

/** The complaint's photo and boxes, or the Spanish 404 when the complaint or its photo is missing. */
export async function photoOf(app: FastifyInstance, reclamoId: number): Promise<PhotoBoxesRow & { blobId: string }> {
  const row = await app.photoBoxes.ofComplaint(reclamoId);
  if (!row) throw new HttpError(404, COMPLAINTS_MSG.server.notFound);
  if (row.blobId === null) throw new HttpError(404, COMPLAINTS_MSG.redaction.noPhoto);
  return { ...row, blobId: row.blobId };
}

/** Where the face detector is for this photo; 'desactivada' when it has not run and this server does not run it. */
export function detectionState(app: FastifyInstance, row: Pick<PhotoBoxesRow, 'deteccion'>): DetectionState {
  if (row.deteccion !== null) return row.deteccion;
  return app.photoRedaction.detecting ? 'pendiente' : 'desactivada';
}

/** The boxes that apply now and the review, as `GET`/`PUT reclamo/:id/foto/recuadros` answer them. */
export function boxesAnswer(app: FastifyInstance, row: PhotoBoxesRow): PhotoBoxes {
  return {
    recuadros: currentBoxes(row),
    revisada: row.revisadaAt !== null,
    revisadaEn: row.revisadaAt === null ? null : new Date(row.revisadaAt).toISOString(),
    revisadaPor: row.revisadaPor,
    deteccion: detectionState(app, row),
  };
}
