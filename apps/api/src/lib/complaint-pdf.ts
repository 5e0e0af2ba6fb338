import { jsPDF } from 'jspdf';
import type { Complaint } from '@reclamos/shared-types/schemas/complaints';
import { MSG } from '@reclamos/shared-types/messages';
import { formatZoned } from './zoned-time.ts';

export interface PdfPhoto {
  bytes: Buffer;
  width: number;
  height: number;
}

const PAGE = { width: 210, margin: 18 };
const LABEL_WIDTH = 42;

/**
 * The complaint as an A4 document, drawn as vector text with jsPDF: every field, the
 * infraction's text, the date and time in Bolivia and the (rewritten) photo.
 */
/** `photo` is 'damaged' when the stored photo cannot be decoded: the document says so in words. */
export function complaintPdf(complaint: Complaint, photo: PdfPhoto | 'damaged' | null, timeZone: string): Buffer {
  const doc = new jsPDF({ unit: 'mm', format: 'a4' });
  const text = MSG.complaintPdf;
  const contentWidth = PAGE.width - 2 * PAGE.margin;
  let y = PAGE.margin + 4;

  doc.setFont('helvetica', 'bold').setFontSize(15);
  doc.text(text.title, PAGE.width / 2, y, { align: 'center' });
  y += 7;
  doc.setFont('helvetica', 'normal').setFontSize(10);
  doc.text(text.subtitle(complaint.id), PAGE.width / 2, y, { align: 'center' });
  y += 4;
  doc.setDrawColor(30, 58, 138).setLineWidth(0.6).line(PAGE.margin, y, PAGE.width - PAGE.margin, y);
  y += 8;

  const rows: [string, string][] = [
    [text.fecha, formatZoned(Date.parse(complaint.fecha), timeZone)],
    [text.infraccion, complaint.delito],
    [text.placa, complaint.placa || '—'],
    [text.cedula, complaint.cedula || '—'],
    [text.nombre, complaint.nombre || '—'],
    [text.telefono, complaint.telefono || '—'],
    [text.direccion, complaint.direccion || '—'],
    [text.descripcion, complaint.descripcion || '—'],
    [text.codigo, complaint.uuid],
  ];
  if (complaint.lat !== null && complaint.lng !== null) rows.push([text.ubicacion, `${complaint.lat.toFixed(6)}, ${complaint.lng.toFixed(6)}`]);

  doc.setFontSize(11);
  for (const [label, value] of rows) {
    const lines = doc.splitTextToSize(value, contentWidth - LABEL_WIDTH) as string[];
    doc.setFont('helvetica', 'bold').text(`${label}:`, PAGE.margin, y);
    doc.setFont('helvetica', 'normal').text(lines, PAGE.margin + LABEL_WIDTH, y);
    y += Math.max(1, lines.length) * 5.2 + 2;
  }

  if (photo === 'damaged') {
    y += 4;
    doc.setFont('helvetica', 'bold').text(`${text.foto}:`, PAGE.margin, y);
    doc.setFont('helvetica', 'normal').text(MSG.security.photoDamagedPlaceholder, PAGE.margin + LABEL_WIDTH, y);
  } else if (photo) {
    y += 4;
    doc.setFont('helvetica', 'bold').text(`${text.foto}:`, PAGE.margin, y);
    y += 4;
    const maxHeight = 297 - PAGE.margin - y;
    const scale = Math.min(contentWidth / photo.width, maxHeight / photo.height);
    const width = photo.width * scale;
    const height = photo.height * scale;
    doc.addImage(new Uint8Array(photo.bytes), 'JPEG', PAGE.margin + (contentWidth - width) / 2, y, width, height);
  }
  return Buffer.from(doc.output('arraybuffer'));
}
