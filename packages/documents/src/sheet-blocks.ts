import type { jsPDF } from 'jspdf';
import QRCode from 'qrcode';
import { CHECKLIST_ITEMS } from '@reclamos/shared-types/inspections/values';
import type { Inspection } from '@reclamos/shared-types/inspections/schemas';
import { wrapText, type PageFlow } from '@reclamos/shared-types/pdf-document';
import { INSPECTIONS_MSG } from '@reclamos/shared-types/inspections/messages';

/**
 * The blocks of the control sheet. Every value is wrapped in full (never a first line only); the
 * page flow breaks pages between lines, so nothing is cut at the foot of a page.
 */
export const PAGE = { width: 210, height: 297, margin: 15 };
/** Content stops here: the verification hint, the pending notice and the page number sit below. */
export const BOTTOM = 278;
export type Rgb = [number, number, number];
export const NAVY: Rgb = [30, 58, 138];
export const GREY: Rgb = [90, 90, 90];
export const GREEN: Rgb = [21, 128, 61];
export const RED: Rgb = [185, 28, 28];

const FIELDS = INSPECTIONS_MSG.screen.fields;
const LINE = 4.4;

/** The pen: the document, its page flow and the font family in use (the embedded one, or Helvetica). */
export interface Pen {
  doc: jsPDF;
  flow: PageFlow;
  font: string;
}

export function setText(pen: Pen, style: 'normal' | 'bold', size: number, color: Rgb = [0, 0, 0]): void {
  pen.doc.setFont(pen.font, style);
  pen.doc.setFontSize(size);
  pen.doc.setTextColor(...color);
}

export function drawSection(pen: Pen, title: string): void {
  const { doc, flow } = pen;
  flow.room(7 + 2 * LINE); // never a section title alone at the foot of a page
  doc.setFillColor(...NAVY);
  doc.rect(PAGE.margin, flow.y - 4.2, PAGE.width - 2 * PAGE.margin, 6, 'F');
  setText(pen, 'bold', 9.5, [255, 255, 255]);
  doc.text(title, PAGE.margin + 2, flow.y);
  flow.y += 7;
}

/** Label/value pairs in two columns; a row is as tall as its longest value. */
export function drawPairs(pen: Pen, pairs: [string, string][]): void {
  const { doc, flow } = pen;
  const column = (PAGE.width - 2 * PAGE.margin) / 2;
  for (let index = 0; index < pairs.length; index += 2) {
    const row = pairs.slice(index, index + 2).map(([label, value]) => {
      setText(pen, 'normal', 9);
      return { label, lines: wrapText(doc, value, column - 30) };
    });
    const height = Math.max(...row.map((cell) => cell.lines.length)) * LINE;
    flow.room(height);
    row.forEach((cell, side) => {
      const x = PAGE.margin + side * column;
      setText(pen, 'bold', 9, GREY);
      doc.text(`${cell.label.toUpperCase()}:`, x, flow.y);
      setText(pen, 'normal', 9);
      doc.text(cell.lines, x + 28, flow.y, { lineHeightFactor: LINE / ((9 * 25.4) / 72) });
    });
    flow.y += height + 1.6;
  }
  flow.y += 1.4;
}

export function drawChecklist(pen: Pen, record: Inspection): void {
  const { doc, flow } = pen;
  const column = (PAGE.width - 2 * PAGE.margin) / 2;
  flow.room(3 * 7);
  CHECKLIST_ITEMS.forEach((item, index) => {
    const x = PAGE.margin + (index % 2) * column;
    const rowY = flow.y + Math.floor(index / 2) * 7;
    doc.setDrawColor(200, 200, 200);
    doc.setLineWidth(0.2);
    doc.rect(x, rowY - 4.6, column - 4, 6.4);
    setText(pen, 'bold', 9);
    doc.text(FIELDS[item].toUpperCase(), x + 2, rowY);
    const value = record[item];
    doc.setTextColor(...(value === 'BUENO' ? GREEN : value === 'MALO' ? RED : GREY));
    doc.text(value, x + column - 6, rowY, { align: 'right' });
  });
  flow.y += 3 * 7 + 3;
}

/** A labelled free text, whole, continuing on the next page when it must. */
export function drawLongText(pen: Pen, label: string, text: string): void {
  const { doc, flow } = pen;
  setText(pen, 'normal', 9);
  const lines = wrapText(doc, text || '-', PAGE.width - 2 * PAGE.margin - 32);
  flow.room(LINE);
  setText(pen, 'bold', 9, GREY);
  doc.text(`${label.toUpperCase()}:`, PAGE.margin, flow.y);
  flow.lines(lines, PAGE.margin + 32, LINE, { beforeLine: () => setText(pen, 'normal', 9) });
  flow.y += 3;
}

/** The two signature blocks side by side, at the foot of the page when there is room, each caption whole. */
export function drawSignatures(pen: Pen, blocks: { title: string; caption: string }[]): void {
  const { doc, flow } = pen;
  const width = 80;
  setText(pen, 'normal', 8);
  const captions = blocks.map((block) => wrapText(doc, block.caption, width));
  const height = 22 + 5 + Math.max(...captions.map((lines) => lines.length)) * 3.6;
  flow.room(height);
  const lineY = Math.max(flow.y + 22, BOTTOM - (height - 22));
  blocks.forEach((block, index) => {
    const x = index === 0 ? PAGE.margin : PAGE.width / 2 + 8;
    doc.setDrawColor(0, 0, 0);
    doc.setLineWidth(0.3);
    doc.line(x, lineY, x + width, lineY);
    setText(pen, 'bold', 9);
    doc.text(block.title, x + width / 2, lineY + 5, { align: 'center' });
    setText(pen, 'normal', 8);
    doc.text(captions[index] ?? [], x + width / 2, lineY + 9.5, { align: 'center', lineHeightFactor: 3.6 / ((8 * 25.4) / 72) });
  });
  flow.y = lineY + height - 22;
}

/** The QR code as filled squares (one rectangle per horizontal run of dark modules). */
export function drawQr(doc: jsPDF, text: string, x: number, y: number, size: number): void {
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
