import { jsPDF } from 'jspdf';
import type { Complaint } from '@reclamos/shared-types/complaints/schemas';
import type { ComplaintDetail } from '@reclamos/shared-types/cases/schemas';

/** The spec's complaint with its case: the receipt code the citizen holds and the state. */
export type PdfComplaint = Complaint & Pick<ComplaintDetail, 'codigo' | 'estado' | 'motivo'>;
import { DOCUMENT_FONT, PageFlow, drawableText, embedDocumentFont, wrapText } from '@reclamos/shared-types/pdf-document';
import { formatZoned } from '@reclamos/shared-types/zoned-time';
import type { DocumentFontFiles } from '@reclamos/shared-types/pdf-document';
import { CASES_STAFF_MSG } from '@reclamos/shared-types/cases/messages-staff';
import { COMPLAINTS_MSG } from '@reclamos/shared-types/complaints/messages';
import { MSG } from '@reclamos/shared-types/messages';

export interface PdfPhoto {
  bytes: Uint8Array;
  width: number;
  height: number;
  /** The seal of the stored original (photoSha256), printed under the photo; null for a photo sealed before seals existed and not yet checked. */
  sha256: string | null;
}

export interface ComplaintPdfOptions {
  timeZone: string;
  font: DocumentFontFiles;
  /** What the signature on this copy is (who signs, and whether the certificate is self-signed); null for an unsigned copy. */
  signatureNote: string | null;
}

const PAGE = { width: 210, height: 297, margin: 18 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
/** Content stops here; the footer (code, page number) sits below. */
const BOTTOM = PAGE.height - PAGE.margin - 4;
const LABEL_WIDTH = 42;
const LINE = 5.2;
/** A photo is never drawn smaller than this height when a new page can give it more. */
const MIN_PHOTO_HEIGHT = 90;
const MAX_PHOTO_HEIGHT = 170;

/**
 * The complaint as an A4 document, drawn as vector text with jsPDF in an embedded Unicode font:
 * every field in full (wrapped, continuing on further pages), the infraction's text, the date and
 * time in Bolivia and the (rewritten) photo at a readable size — on a new page when the text left
 * too little room for it. Characters the font lacks (emoji) are drawn as a visible '�'.
 */
/** `photo` is 'damaged' when the stored photo cannot be decoded: the document says so in words. */
export function complaintPdf(complaint: PdfComplaint, photo: PdfPhoto | 'damaged' | null, options: ComplaintPdfOptions): Uint8Array {
  const doc = new jsPDF({ unit: 'mm', format: 'a4', compress: true });
  embedDocumentFont(doc, options.font);
  const text = CASES_STAFF_MSG.pdf;
  const flow = new PageFlow(doc, drawHeader(doc, complaint), BOTTOM, () => drawContinuedHeader(doc, complaint));

  const rows: [string, string][] = [
    [text.fecha, formatZoned(Date.parse(complaint.fecha), options.timeZone)],
    [text.infraccion, complaint.delito],
    [text.placa, complaint.placa || '—'],
    [text.cedula, complaint.cedula || '—'],
    [text.nombre, complaint.nombre || '—'],
    [text.telefono, complaint.telefono || '—'],
    [text.direccion, complaint.direccion || '—'],
    [text.descripcion, complaint.descripcion || '—'],
    [text.codigo, complaint.codigo],
    [text.estado, complaint.motivo ? `${complaint.estado} — ${complaint.motivo}` : complaint.estado],
  ];
  if (complaint.lat !== null && complaint.lng !== null)
    rows.push([text.ubicacion, `${complaint.lat.toFixed(6)}, ${complaint.lng.toFixed(6)}`]);

  for (const [label, value] of rows) {
    doc.setFont(DOCUMENT_FONT.family, 'normal').setFontSize(11);
    const lines = wrapText(doc, value, CONTENT_WIDTH - LABEL_WIDTH);
    flow.room(LINE);
    doc.setFont(DOCUMENT_FONT.family, 'bold').text(`${label}:`, PAGE.margin, flow.y);
    flow.lines(lines, PAGE.margin + LABEL_WIDTH, LINE, { beforeLine: () => doc.setFont(DOCUMENT_FONT.family, 'normal').setFontSize(11) });
    flow.y += 2;
  }

  if (photo === 'damaged') {
    flow.y += 4;
    flow.room(LINE);
    doc.setFont(DOCUMENT_FONT.family, 'bold').setFontSize(11).text(`${text.foto}:`, PAGE.margin, flow.y);
    doc.setFont(DOCUMENT_FONT.family, 'normal').text(COMPLAINTS_MSG.server.damagedPhotoPlaceholder, PAGE.margin + LABEL_WIDTH, flow.y);
  } else if (photo) drawPhoto(doc, flow, photo);
  if (options.signatureNote) drawLines(doc, flow, options.signatureNote);
  drawFooters(doc, complaint);
  return new Uint8Array(doc.output('arraybuffer'));
}

function drawHeader(doc: jsPDF, complaint: Complaint): number {
  const text = CASES_STAFF_MSG.pdf;
  let y = PAGE.margin + 4;
  doc.setFont(DOCUMENT_FONT.family, 'bold').setFontSize(15);
  doc.text(text.title, PAGE.width / 2, y, { align: 'center' });
  y += 7;
  doc.setFont(DOCUMENT_FONT.family, 'normal').setFontSize(10);
  doc.text(text.subtitle(complaint.id), PAGE.width / 2, y, { align: 'center' });
  y += 4;
  doc
    .setDrawColor(30, 58, 138)
    .setLineWidth(0.6)
    .line(PAGE.margin, y, PAGE.width - PAGE.margin, y);
  return y + 8;
}

function drawContinuedHeader(doc: jsPDF, complaint: Complaint): number {
  const y = PAGE.margin;
  doc.setFont(DOCUMENT_FONT.family, 'normal').setFontSize(9).setTextColor(90, 90, 90);
  doc.text(MSG.documents.continued(CASES_STAFF_MSG.pdf.subtitle(complaint.id)), PAGE.width / 2, y, { align: 'center' });
  doc.setTextColor(0, 0, 0);
  return y + 9;
}

function drawPhoto(doc: jsPDF, flow: PageFlow, photo: PdfPhoto): void {
  const fit = (maxHeight: number) => Math.min(CONTENT_WIDTH / photo.width, maxHeight / photo.height);
  // Room under the photo for its label and its seal.
  const labelHeight = photo.sha256 ? 16 : 8;
  flow.y += 4;
  const room = BOTTOM - flow.y - labelHeight;
  const wanted = photo.height * fit(MAX_PHOTO_HEIGHT);
  // Shrink into what is left of the page only while the photo stays readable; otherwise a new page.
  if (wanted > room && room < MIN_PHOTO_HEIGHT) flow.newPage();
  const scale = fit(Math.min(MAX_PHOTO_HEIGHT, BOTTOM - flow.y - labelHeight));
  doc.setFont(DOCUMENT_FONT.family, 'bold').setFontSize(11);
  doc.text(`${drawableText(doc, CASES_STAFF_MSG.pdf.foto)}:`, PAGE.margin, flow.y);
  flow.y += 4;
  const width = photo.width * scale;
  const height = photo.height * scale;
  doc.addImage(photo.bytes, 'JPEG', PAGE.margin + (CONTENT_WIDTH - width) / 2, flow.y, width, height);
  flow.y += height;
  if (photo.sha256) drawLines(doc, flow, CASES_STAFF_MSG.pdf.photoSeal(photo.sha256));
}

/** A small grey paragraph below what is drawn (the photo's seal, the signature note). */
function drawLines(doc: jsPDF, flow: PageFlow, text: string): void {
  flow.y += 4;
  doc.setFont(DOCUMENT_FONT.family, 'normal').setFontSize(8).setTextColor(60, 60, 60);
  flow.lines(wrapText(doc, text, CONTENT_WIDTH), PAGE.margin, 3.6, {
    beforeLine: () => doc.setFont(DOCUMENT_FONT.family, 'normal').setFontSize(8).setTextColor(60, 60, 60),
  });
  doc.setTextColor(0, 0, 0);
}

/** Every page ends with the complaint's code and 'Página n de m', so a loose page is still traceable. */
function drawFooters(doc: jsPDF, complaint: PdfComplaint): void {
  const pages = doc.getNumberOfPages();
  for (let page = 1; page <= pages; page += 1) {
    doc.setPage(page);
    doc.setFont(DOCUMENT_FONT.family, 'normal').setFontSize(8).setTextColor(90, 90, 90);
    const footer = `${CASES_STAFF_MSG.pdf.codigo}: ${complaint.codigo} — ${MSG.documents.page(page, pages)}`;
    doc.text(footer, PAGE.width / 2, PAGE.height - PAGE.margin + 6, { align: 'center' });
  }
  doc.setTextColor(0, 0, 0);
}
