import { jsPDF } from 'jspdf';
import type { Track } from '@reclamos/shared-types/positions/track-schemas';
import { DOCUMENT_FONT, drawableText, embedDocumentFont, type DocumentFontFiles } from '@reclamos/shared-types/pdf-document';
import { formatTime } from '../../../lib/dates.ts';
import { POSITIONS_MSG } from '@reclamos/shared-types/positions/messages';

const TEXT = POSITIONS_MSG.trackScreen;
const PAGE = { width: 210, height: 297, margin: 15 };
const SKETCH = { height: 110 };
const time = (iso: string) => formatTime(Date.parse(iso));
/** 1,60: Bolivia writes a decimal comma. */
const kilometres = (metres: number) => (metres / 1000).toFixed(2).replace('.', ',');

/**
 * The day's route as evidence, A4, drawn on the device: who, which day, distance, first and last
 * fix, a sketch of the path in time order with its numbered stops (an equirectangular projection
 * of the day's extent; no tiles, so it prints offline and carries no third-party imagery), then
 * every stop and every silence with their times.
 */
export function drawTrackPdf(track: Track, font: DocumentFontFiles | null): jsPDF {
  const doc = new jsPDF({ unit: 'mm', format: 'a4' });
  if (font) embedDocumentFont(doc, font);
  const family = font ? DOCUMENT_FONT.family : 'helvetica';
  let y = PAGE.margin + 5;
  const line = (text: string, size = 10, bold = false) => {
    if (y > PAGE.height - PAGE.margin) {
      doc.addPage();
      y = PAGE.margin + 5;
    }
    doc.setFont(family, bold ? 'bold' : 'normal');
    doc.setFontSize(size);
    doc.text(drawableText(doc, text), PAGE.margin, y);
    y += size * 0.5;
  };

  line(TEXT.pdfTitle, 16, true);
  y += 2;
  line(`${TEXT.pdfPerson}: ${track.usuario.nombre}`);
  line(`${TEXT.pdfDay}: ${track.dia}`);
  line(`${TEXT.pdfDistance}: ${kilometres(track.distanciaMetros)} km · ${TEXT.points(track.puntos.length)}`);
  const first = track.puntos[0];
  const last = track.puntos.at(-1);
  if (first && last) line(`${TEXT.pdfStart}: ${time(first.fecha)} · ${TEXT.pdfEnd}: ${time(last.fecha)}`);
  y += 3;

  line(TEXT.pdfRoute, 12, true);
  drawSketch(doc, track, PAGE.margin, y, PAGE.width - 2 * PAGE.margin, SKETCH.height);
  y += SKETCH.height + 8;

  line(TEXT.pdfStops, 12, true);
  if (track.paradas.length === 0) line(TEXT.noStops);
  track.paradas.forEach((stop, i) =>
    line(`${i + 1}. ${TEXT.stop(time(stop.desde), time(stop.hasta), stop.minutos)} · ${stop.lat.toFixed(5)}, ${stop.lng.toFixed(5)}`),
  );
  y += 3;
  line(TEXT.pdfGaps, 12, true);
  if (track.huecos.length === 0) line(TEXT.noGaps);
  for (const gap of track.huecos) line(TEXT.gap(time(gap.desde), time(gap.hasta), gap.minutos));
  y += 3;
  line(TEXT.pdfFooter, 8);
  return doc;
}

function drawSketch(doc: jsPDF, track: Track, x: number, y: number, width: number, height: number): void {
  doc.setDrawColor(180);
  doc.rect(x, y, width, height);
  const points = track.puntos;
  if (points.length === 0) return;
  const lats = points.map((p) => p.lat);
  const lngs = points.map((p) => p.lng);
  const [south, north, west, east] = [Math.min(...lats), Math.max(...lats), Math.min(...lngs), Math.max(...lngs)];
  // Metres per degree of longitude shrink with latitude; keep the sketch's proportions true.
  const squeeze = Math.cos((((south + north) / 2) * Math.PI) / 180);
  const spanX = Math.max((east - west) * squeeze, 1e-6);
  const spanY = Math.max(north - south, 1e-6);
  const scale = Math.min((width - 10) / spanX, (height - 10) / spanY);
  const ox = x + (width - spanX * scale) / 2;
  const oy = y + (height - spanY * scale) / 2;
  const project = (p: { lat: number; lng: number }): [number, number] => [
    ox + (p.lng - west) * squeeze * scale,
    oy + (north - p.lat) * scale,
  ];
  doc.setDrawColor(29, 78, 216);
  doc.setLineWidth(0.6);
  for (let i = 1; i < points.length; i += 1) {
    const [x1, y1] = project(points[i - 1] as { lat: number; lng: number });
    const [x2, y2] = project(points[i] as { lat: number; lng: number });
    doc.line(x1, y1, x2, y2);
  }
  const [sx, sy] = project(points[0] as { lat: number; lng: number });
  doc.setFillColor(22, 163, 74);
  doc.circle(sx, sy, 1.5, 'F');
  doc.setFontSize(8);
  track.paradas.forEach((stop, i) => {
    const [cx, cy] = project(stop);
    // jsPDF's text sets the fill colour too: set it again for each stop.
    doc.setFillColor(234, 88, 12);
    doc.circle(cx, cy, 2, 'F');
    doc.text(String(i + 1), cx + 2.5, cy - 1.5);
  });
}
