import { jsPDF } from 'jspdf';
import type { Inspection } from '@reclamos/shared-types/inspections/schemas';
import { DOCUMENT_FONT, PageFlow, embedDocumentFont, wrapText, type DocumentFontFiles } from '@reclamos/shared-types/pdf-document';
import { zonedDay } from '@reclamos/shared-types/zoned-time';
import { documentFecha } from './document-dates.ts';
import {
  BOTTOM,
  drawChecklist,
  drawLongText,
  drawPairs,
  drawQr,
  drawSection,
  drawSignatures,
  GREEN,
  GREY,
  NAVY,
  PAGE,
  RED,
  setText,
  type Pen,
} from './sheet-blocks.ts';
import { INSPECTIONS_MSG } from '@reclamos/shared-types/inspections/messages';
import { MSG } from '@reclamos/shared-types/messages';

/**
 * The control sheet 'FICHA DE CONTROL DE SEGURIDAD Y CALIDAD DE SERVICIO', drawn with jsPDF as
 * vector text (docs/decisions.md, PDFs), A4: by the phone, offline, and by the server for the
 * signed copy, with this same code. Everything on it comes from
 * the inspection's snapshot (`record`), never from today's registry, and every character of it is
 * printed: values wrap in full in an embedded Unicode font and a long observacion continues on a
 * second page (the first keeps title, crest, QR code and result). The QR code is drawn as vector
 * squares and opens `<origin>/verificar/{uuid}?d={digest}`: the page compares the digest printed
 * with the record's current one.
 */
export interface SheetOptions {
  /** Origin of the public verification page, e.g. https://reclamos.example.bo. */
  origin: string;
  /** The outbox still holds it: the sheet says it is waiting to reach the server. */
  pending: boolean;
  /** The crest as PNG bytes; null draws a plain placeholder frame. */
  crest: Uint8Array | null;
  /** The embedded font; null or absent (not cached yet and no coverage) falls back to Helvetica. */
  font?: DocumentFontFiles | null;
  /** The zone the dates are printed in (the server's TZ). */
  timeZone: string;
  /** The record's digest (sheetDigest), printed and carried by the QR code. */
  digest: string;
  /** What the signature on this copy is; absent on the phone's unsigned copy. */
  signatureNote?: string | null;
}

const TEXT = INSPECTIONS_MSG.sheet;
const FIELDS = INSPECTIONS_MSG.screen.fields;

/** The public verification page; with the printed digest, so the page can say whether the record changed since. */
export function verificationUrl(origin: string, uuid: string, digest?: string): string {
  const page = `${origin.replace(/\/$/, '')}/verificar/${uuid}`;
  return digest ? `${page}?d=${digest}` : page;
}

export function sheetFileName(record: Inspection, timeZone: string): string {
  const at = Date.parse(record.fecha);
  const day = Number.isNaN(at) ? record.fecha.slice(0, 10) : zonedDay(at, timeZone);
  return TEXT.fileName(record.vehicle.placa.replace(/[^A-Z0-9-]/gi, '') || 'SIN-PLACA', day);
}

export function drawControlSheet(record: Inspection, options: SheetOptions): jsPDF {
  const doc = new jsPDF({ unit: 'mm', format: 'a4', orientation: 'portrait', compress: true });
  doc.setProperties({ title: `${TEXT.title} ${record.vehicle.placa}`, subject: record.uuid, creator: MSG.app.fullName });
  if (options.font) embedDocumentFont(doc, options.font);
  const font = options.font ? DOCUMENT_FONT.family : 'helvetica';
  const flow = new PageFlow(doc, 0, BOTTOM, () => drawContinuedHeader(pen, record));
  const pen: Pen = { doc, flow, font };
  flow.y = drawHeader(pen, record, options);

  drawPairs(pen, [
    [TEXT.fecha, documentFecha(record.fecha, options.timeZone)],
    [TEXT.inspector, record.inspector.nombre],
  ]);
  const owner = record.propietario;
  drawSection(pen, TEXT.owner);
  drawPairs(pen, [
    [FIELDS.cedula, owner.cedula],
    [FIELDS.nombre, owner.nombre],
    [FIELDS.categoria, owner.categoria || '-'],
    [FIELDS.seguro, owner.seguro],
  ]);
  const vehicle = record.vehicle;
  drawSection(pen, TEXT.vehicle);
  drawPairs(pen, [
    [FIELDS.placa, vehicle.placa],
    [FIELDS.tipo, vehicle.tipo || '-'],
    [FIELDS.marca, vehicle.marca || '-'],
    [FIELDS.modelo, vehicle.modelo || '-'],
    [FIELDS.linea, vehicle.linea || '-'],
  ]);
  drawSection(pen, TEXT.checklist);
  drawChecklist(pen, record);

  // The result stays on the first page: everything above it is bounded by the schema's lengths.
  drawSection(pen, TEXT.result);
  setText(pen, 'bold', 10);
  doc.text(`${FIELDS.calificacion.toUpperCase()}:`, PAGE.margin, flow.y);
  setText(pen, 'bold', 14, record.calificacion === 'CUMPLE' ? GREEN : RED);
  doc.text(record.calificacion, PAGE.margin + 38, flow.y);
  flow.y += 8;
  drawLongText(pen, FIELDS.observacion, record.observacion);
  drawLongText(pen, FIELDS.radicatoria, record.radicatoria);

  drawSignatures(pen, [
    { title: TEXT.signInspector, caption: record.inspector.nombre },
    { title: TEXT.signOwner, caption: `${owner.nombre} - ${FIELDS.cedula}: ${owner.cedula}` },
  ]);
  drawFooters(pen, record, options);
  return doc;
}

function drawHeader(pen: Pen, record: Inspection, options: SheetOptions): number {
  const { doc } = pen;
  const { margin, width } = PAGE;
  if (options.crest) doc.addImage(options.crest, 'PNG', margin, 12, 22, 26.4);
  else {
    doc.setDrawColor(...NAVY);
    doc.rect(margin, 12, 22, 26.4);
  }
  drawQr(doc, verificationUrl(options.origin, record.uuid, options.digest), width - margin - 30, 10, 30);
  setText(pen, 'bold', 13, NAVY);
  const titleLines = doc.splitTextToSize(TEXT.title, 112) as string[];
  doc.text(titleLines, width / 2, 19, { align: 'center' });
  setText(pen, 'normal', 9, GREY);
  doc.text(TEXT.authority, width / 2, 19 + titleLines.length * 5.5, { align: 'center' });
  doc.setFontSize(7);
  doc.text(`${TEXT.code}: ${record.uuid}`, width / 2, 24 + titleLines.length * 5.5, { align: 'center' });
  doc.setFontSize(6);
  doc.text(TEXT.digest(options.digest), width / 2, 27.5 + titleLines.length * 5.5, { align: 'center' });
  doc.setDrawColor(...NAVY);
  doc.setLineWidth(0.6);
  doc.line(margin, 46, width - margin, 46);
  return 52;
}

/** A second page names the sheet it continues (title, placa, code), so a loose page is still traceable. */
function drawContinuedHeader(pen: Pen, record: Inspection): number {
  const { doc } = pen;
  setText(pen, 'bold', 9, NAVY);
  const title = wrapText(doc, MSG.documents.continued(`${TEXT.title} — ${record.vehicle.placa}`), PAGE.width - 2 * PAGE.margin);
  doc.text(title, PAGE.width / 2, PAGE.margin, { align: 'center' });
  setText(pen, 'normal', 7, GREY);
  const y = PAGE.margin + title.length * 4 + 1;
  doc.text(`${TEXT.code}: ${record.uuid}`, PAGE.width / 2, y, { align: 'center' });
  doc.setDrawColor(...NAVY);
  doc.setLineWidth(0.6);
  doc.line(PAGE.margin, y + 2.5, PAGE.width - PAGE.margin, y + 2.5);
  return y + 9;
}

function drawFooters(pen: Pen, record: Inspection, options: SheetOptions): void {
  const { doc } = pen;
  const pages = doc.getNumberOfPages();
  for (let page = 1; page <= pages; page += 1) {
    doc.setPage(page);
    setText(pen, 'normal', 7, GREY);
    doc.text(`${TEXT.verifyHint} ${verificationUrl(options.origin, record.uuid)}`, PAGE.width / 2, 285, { align: 'center' });
    if (options.pending) {
      doc.setTextColor(...RED);
      doc.text(TEXT.pendingSync, PAGE.width / 2, 289, { align: 'center' });
    } else if (options.signatureNote) {
      // Only the server's copy is signed, and it is never pending.
      setText(pen, 'normal', 6, GREY);
      doc.text(wrapText(doc, options.signatureNote, PAGE.width - 2 * PAGE.margin - 20), PAGE.margin, 288.5, { lineHeightFactor: 1.15 });
    }
    if (pages > 1) {
      doc.setTextColor(...GREY);
      doc.text(MSG.documents.page(page, pages), PAGE.width - PAGE.margin, 293, { align: 'right' });
    }
  }
}
