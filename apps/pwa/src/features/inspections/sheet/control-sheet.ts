import { jsPDF } from 'jspdf';
import QRCode from 'qrcode';
import { MSG } from '@reclamos/shared-types/messages';
import { type Inspection } from '@reclamos/shared-types/schemas/inspections';
import { CHECKLIST_ITEMS } from '@reclamos/shared-types/inspection-values';
import { boliviaDay, formatFecha } from '../../../lib/dates.ts';

/**
 * The control sheet 'FICHA DE CONTROL DE SEGURIDAD Y CALIDAD DE SERVICIO', drawn on the device
 * with jsPDF as vector text (DESIGN.md, Documents): works offline, A4, one page. Everything on it
 * comes from the inspection's snapshot (`record`), never from today's registry. The QR code is
 * drawn as vector squares and opens `<origin>/verificar/{uuid}`.
 */
export interface SheetOptions {
  /** Origin of the public verification page, e.g. https://reclamos.example.bo. */
  origin: string;
  /** The outbox still holds it: the sheet says it is waiting to reach the server. */
  pending: boolean;
  /** The crest as PNG bytes; null draws a plain placeholder frame. */
  crest: Uint8Array | null;
}

const TEXT = MSG.inspections.sheet;
const FIELDS = MSG.inspections.screen.fields;
const PAGE = { width: 210, height: 297, margin: 15 };
type Rgb = [number, number, number];
const NAVY: Rgb = [30, 58, 138];
const GREY: Rgb = [90, 90, 90];
const GREEN: Rgb = [21, 128, 61];
const RED: Rgb = [185, 28, 28];

export function verificationUrl(origin: string, uuid: string): string {
  return `${origin.replace(/\/$/, '')}/verificar/${uuid}`;
}

export function sheetFileName(record: Inspection): string {
  const at = Date.parse(record.fecha);
  const day = Number.isNaN(at) ? record.fecha.slice(0, 10) : boliviaDay(at);
  return TEXT.fileName(record.vehicle.placa.replace(/[^A-Z0-9-]/gi, '') || 'SIN-PLACA', day);
}

export function drawControlSheet(record: Inspection, options: SheetOptions): jsPDF {
  const doc = new jsPDF({ unit: 'mm', format: 'a4', orientation: 'portrait', compress: true });
  doc.setProperties({ title: `${TEXT.title} ${record.vehicle.placa}`, subject: record.uuid, creator: MSG.app.fullName });
  const { margin, width } = PAGE;
  const right = width - margin;

  // ---- Header: crest, title, QR code ----
  if (options.crest) doc.addImage(options.crest, 'PNG', margin, 12, 22, 26.4);
  else {
    doc.setDrawColor(...NAVY);
    doc.rect(margin, 12, 22, 26.4);
  }
  drawQr(doc, verificationUrl(options.origin, record.uuid), right - 30, 10, 30);
  doc.setTextColor(...NAVY);
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(13);
  const titleLines = doc.splitTextToSize(TEXT.title, 112) as string[];
  doc.text(titleLines, width / 2, 19, { align: 'center' });
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(9);
  doc.setTextColor(...GREY);
  doc.text(TEXT.authority, width / 2, 19 + titleLines.length * 5.5, { align: 'center' });
  doc.setFontSize(7);
  doc.text(`${TEXT.code}: ${record.uuid}`, width / 2, 24 + titleLines.length * 5.5, { align: 'center' });

  let y = 46;
  doc.setDrawColor(...NAVY);
  doc.setLineWidth(0.6);
  doc.line(margin, y, right, y);
  y += 6;

  // ---- Date and inspector ----
  y = drawPairs(doc, y, [
    [TEXT.fecha, formatFecha(record.fecha)],
    [TEXT.inspector, record.inspector.nombre],
  ]);

  // ---- Owner and vehicle (the snapshot) ----
  y = drawSection(doc, y, TEXT.owner);
  const owner = record.propietario;
  y = drawPairs(doc, y, [
    [FIELDS.cedula, owner.cedula],
    [FIELDS.nombre, owner.nombre],
    [FIELDS.categoria, owner.categoria || '-'],
    [FIELDS.seguro, owner.seguro],
  ]);
  y = drawSection(doc, y, TEXT.vehicle);
  const vehicle = record.vehicle;
  y = drawPairs(doc, y, [
    [FIELDS.placa, vehicle.placa],
    [FIELDS.tipo, vehicle.tipo || '-'],
    [FIELDS.marca, vehicle.marca || '-'],
    [FIELDS.modelo, vehicle.modelo || '-'],
    [FIELDS.linea, vehicle.linea || '-'],
  ]);

  // ---- The six items ----
  y = drawSection(doc, y, TEXT.checklist);
  y = drawChecklist(doc, y, record);

  // ---- Result ----
  y = drawSection(doc, y, TEXT.result);
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(10);
  doc.setTextColor(0, 0, 0);
  doc.text(`${FIELDS.calificacion.toUpperCase()}:`, margin, y);
  doc.setFontSize(14);
  doc.setTextColor(...(record.calificacion === 'CUMPLE' ? GREEN : RED));
  doc.text(record.calificacion, margin + 38, y);
  y += 8;
  y = drawLongText(doc, y, FIELDS.observacion, record.observacion, 6);
  y = drawLongText(doc, y, FIELDS.radicatoria, record.radicatoria, 2);

  // ---- Signatures, at the foot of the page ----
  const signY = Math.max(y + 22, 250);
  drawSignature(doc, margin, signY, TEXT.signInspector, record.inspector.nombre);
  drawSignature(doc, width / 2 + 8, signY, TEXT.signOwner, `${owner.nombre} - ${FIELDS.cedula}: ${owner.cedula}`);

  doc.setFont('helvetica', 'normal');
  doc.setFontSize(7);
  doc.setTextColor(...GREY);
  doc.text(`${TEXT.verifyHint} ${verificationUrl(options.origin, record.uuid)}`, width / 2, 285, { align: 'center' });
  if (options.pending) {
    doc.setTextColor(...RED);
    doc.text(TEXT.pendingSync, width / 2, 289, { align: 'center' });
  }
  return doc;
}

function drawSection(doc: jsPDF, y: number, title: string): number {
  doc.setFillColor(...NAVY);
  doc.rect(PAGE.margin, y - 4.2, PAGE.width - 2 * PAGE.margin, 6, 'F');
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(9.5);
  doc.setTextColor(255, 255, 255);
  doc.text(title, PAGE.margin + 2, y);
  return y + 7;
}

/** Label/value pairs in two columns. */
function drawPairs(doc: jsPDF, y: number, pairs: [string, string][]): number {
  const column = (PAGE.width - 2 * PAGE.margin) / 2;
  pairs.forEach(([label, value], index) => {
    const x = PAGE.margin + (index % 2) * column;
    const rowY = y + Math.floor(index / 2) * 6;
    doc.setFont('helvetica', 'bold');
    doc.setFontSize(9);
    doc.setTextColor(...GREY);
    doc.text(`${label.toUpperCase()}:`, x, rowY);
    doc.setFont('helvetica', 'normal');
    doc.setTextColor(0, 0, 0);
    doc.text((doc.splitTextToSize(value, column - 30) as string[])[0] ?? '', x + 28, rowY);
  });
  return y + Math.ceil(pairs.length / 2) * 6 + 3;
}

function drawChecklist(doc: jsPDF, y: number, record: Inspection): number {
  const column = (PAGE.width - 2 * PAGE.margin) / 2;
  CHECKLIST_ITEMS.forEach((item, index) => {
    const x = PAGE.margin + (index % 2) * column;
    const rowY = y + Math.floor(index / 2) * 7;
    doc.setDrawColor(200, 200, 200);
    doc.setLineWidth(0.2);
    doc.rect(x, rowY - 4.6, column - 4, 6.4);
    doc.setFont('helvetica', 'bold');
    doc.setFontSize(9);
    doc.setTextColor(0, 0, 0);
    doc.text(FIELDS[item].toUpperCase(), x + 2, rowY);
    const value = record[item];
    doc.setTextColor(...(value === 'BUENO' ? GREEN : value === 'MALO' ? RED : GREY));
    doc.text(value, x + column - 6, rowY, { align: 'right' });
  });
  return y + 3 * 7 + 3;
}

function drawLongText(doc: jsPDF, y: number, label: string, text: string, maxLines: number): number {
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(9);
  doc.setTextColor(...GREY);
  doc.text(`${label.toUpperCase()}:`, PAGE.margin, y);
  doc.setFont('helvetica', 'normal');
  doc.setTextColor(0, 0, 0);
  const lines = (doc.splitTextToSize(text || '-', PAGE.width - 2 * PAGE.margin - 32) as string[]).slice(0, maxLines);
  doc.text(lines, PAGE.margin + 32, y);
  return y + Math.max(1, lines.length) * 4.6 + 3;
}

function drawSignature(doc: jsPDF, x: number, y: number, title: string, name: string): void {
  const width = 80;
  doc.setDrawColor(0, 0, 0);
  doc.setLineWidth(0.3);
  doc.line(x, y, x + width, y);
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(9);
  doc.setTextColor(0, 0, 0);
  doc.text(title, x + width / 2, y + 5, { align: 'center' });
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(8);
  doc.text((doc.splitTextToSize(name, width) as string[])[0] ?? '', x + width / 2, y + 9.5, { align: 'center' });
}

/** The QR code as filled squares (one rectangle per horizontal run of dark modules). */
function drawQr(doc: jsPDF, text: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const cell = size / modules.size;
  doc.setFillColor(0, 0, 0);
  for (let row = 0; row < modules.size; row += 1) {
    let start = -1;
    for (let col = 0; col <= modules.size; col += 1) {
      const dark = col < modules.size && modules.get(row, col) === 1;
      if (dark && start < 0) start = col;
      if (!dark && start >= 0) {
        doc.rect(x + start * cell, y + row * cell, (col - start) * cell, cell, 'F');
        start = -1;
      }
    }
  }
}
