import type { Knex } from 'knex';
import type { PhotoBox, SuggestedBox } from '@reclamos/shared-types/complaints/schemas';

/** What is known of one complaint's photo and its redaction boxes. */
export interface PhotoBoxesRow {
  reclamoId: number;
  /** Null once the retention job removed the photo (or for a complaint that never had one). */
  blobId: string | null;
  fotoSha256: string | null;
  /** The detector's boxes; null while it has not run on this photo. */
  sugerencias: SuggestedBox[] | null;
  deteccion: 'lista' | 'fallida' | null;
  /** The boxes staff confirmed; null until the photo is reviewed. */
  recuadros: PhotoBox[] | null;
  revisadaAt: number | null;
  revisadaPor: { id: number; nombre: string } | null;
}

interface Row {
  reclamo_id: number;
  blob_id: string | null;
  foto_sha256: string | null;
  sugerencias: string | null;
  deteccion: 'lista' | 'fallida' | null;
  recuadros: string | null;
  revisada_at: number | string | null;
  revisada_por: number | null;
  revisada_nombre: string | null;
}

const parsed = <T>(text: string | null): T | null => (text === null ? null : (JSON.parse(text) as T));

function fromRow(row: Row): PhotoBoxesRow {
  return {
    reclamoId: row.reclamo_id,
    blobId: row.blob_id,
    fotoSha256: row.foto_sha256,
    sugerencias: parsed<SuggestedBox[]>(row.sugerencias),
    deteccion: row.deteccion,
    recuadros: parsed<PhotoBox[]>(row.recuadros),
    // PostgreSQL answers bigint as text.
    revisadaAt: row.revisada_at === null ? null : Number(row.revisada_at),
    revisadaPor: row.revisada_por === null ? null : { id: row.revisada_por, nombre: row.revisada_nombre ?? '' },
  };
}

/** Only the corners: a box is stored as the four fractions, whatever else a caller sent. */
const plain = (boxes: readonly PhotoBox[]): PhotoBox[] => boxes.map(({ x, y, w, h }) => ({ x, y, w, h }));

/**
 * `foto_recuadros`: the face detector's suggested boxes and the boxes staff confirmed, per
 * complaint (SQL only; which boxes apply is `currentBoxes`).
 */
export class PhotoBoxesRepository {
  constructor(private readonly db: Knex) {}

  private select(db: Knex) {
    return db('reclamos as r')
      .leftJoin('foto_recuadros as f', 'f.reclamo_id', 'r.id')
      .leftJoin('users as u', 'u.id', 'f.revisada_por')
      .select(
        'r.id as reclamo_id',
        'r.blob_id',
        'r.foto_sha256',
        'f.sugerencias',
        'f.deteccion',
        'f.recuadros',
        'f.revisada_at',
        'f.revisada_por',
        'u.nombre as revisada_nombre',
      );
  }

  /** The complaint's photo and boxes; undefined when the complaint does not exist. */
  async ofComplaint(reclamoId: number, db: Knex = this.db): Promise<PhotoBoxesRow | undefined> {
    const row = (await this.select(db).where('r.id', reclamoId).first()) as Row | undefined;
    return row ? fromRow(row) : undefined;
  }

  /** The complaint a stored photo belongs to, with its boxes; undefined for a photo no complaint holds. */
  async ofBlob(blobId: string): Promise<PhotoBoxesRow | undefined> {
    const row = (await this.select(this.db).where('r.blob_id', blobId).first()) as Row | undefined;
    return row ? fromRow(row) : undefined;
  }

  /** Complaints whose photo the detector has not looked at yet, oldest first. */
  async awaitingDetection(limit: number): Promise<{ reclamoId: number; blobId: string }[]> {
    const rows = (await this.db('reclamos as r')
      .leftJoin('foto_recuadros as f', 'f.reclamo_id', 'r.id')
      .whereNotNull('r.blob_id')
      .whereNull('f.deteccion')
      .select('r.id', 'r.blob_id')
      .orderBy('r.id')
      .limit(limit)) as { id: number; blob_id: string }[];
    return rows.map((row) => ({ reclamoId: row.id, blobId: row.blob_id }));
  }

  async saveSuggestions(reclamoId: number, boxes: readonly SuggestedBox[], deteccion: 'lista' | 'fallida', now: number): Promise<void> {
    const sugerencias = JSON.stringify(boxes.map(({ x, y, w, h, score }) => ({ x, y, w, h, score })));
    await this.db('foto_recuadros')
      .insert({ reclamo_id: reclamoId, sugerencias, deteccion, detectada_at: now })
      .onConflict('reclamo_id')
      .merge(['sugerencias', 'deteccion', 'detectada_at']);
  }

  /** Staff's boxes replace whatever applied before; the photo counts as reviewed by `userId` from now on. */
  async saveReview(trx: Knex, reclamoId: number, boxes: readonly PhotoBox[], userId: number, now: number): Promise<void> {
    await trx('foto_recuadros')
      .insert({ reclamo_id: reclamoId, recuadros: JSON.stringify(plain(boxes)), revisada_at: now, revisada_por: userId })
      .onConflict('reclamo_id')
      .merge(['recuadros', 'revisada_at', 'revisada_por']);
  }
}

/** The boxes the viewing copy is blacked out with: staff's once they reviewed the photo, the detector's before. */
export function currentBoxes(row: Pick<PhotoBoxesRow, 'recuadros' | 'sugerencias'>): PhotoBox[] {
  return plain(row.recuadros ?? row.sugerencias ?? []);
}
