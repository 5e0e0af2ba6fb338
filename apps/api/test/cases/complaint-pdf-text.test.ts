import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportRow } from '@reclamos/shared-types/cases/schemas';
import { MISSING_GLYPH } from '@reclamos/shared-types/pdf-document';
import { buildTestApp, engines, type TestApp } from '../support/test-app.ts';
import { adminToken, bearer } from '../support/session.ts';
import { submitComplaint } from '../support/complaints.ts';
import { drawnImages, hasPoppler, pdfBody, pdfText, squash } from '../support/pdf-inspect.ts';

/** The longest values the schema allows (nombre 120, direccion 250, descripcion 2000), beyond Latin-1. */
const NOMBRE = 'MARÍA DEL CARMEN ÑAUPA QUISPE DE LA CRUZ VILLARROEL — “LA SEÑORA” Ω ≥ € '.padEnd(120, 'Ñ');
const DIRECCION = 'Av. 6 de Agosto esq. Bolívar, frente al mercado Fermín López № 12; parada “Los Pinos” → 3ª cuadra. '
  .repeat(3)
  .slice(0, 250);
/** A 45-line list: pushed the code, the place and the photo off the single page before. */
const LIST = Array.from({ length: 45 }, (_, index) => `${index + 1}. El minibús pasó sin detenerse ✓ € ½`)
  .join('\n')
  .slice(0, 2000);
const PARAGRAPH = 'El conductor cobró Bs 3,50 en vez de Bs 2,00 y se negó a dar cambio; además llevaba pasajeros de pie. '
  .repeat(25)
  .slice(0, 2000);

/** The footer and the continued pages' header. */
const RUNNING = [/Página \d+ de \d+/, /\(continuación\)/];

/** Yesterday to tomorrow (UTC days): holds "now" in Bolivia, within the report's range limit. */
const around = (now: number) => ({
  ini: new Date(now - 86_400_000).toISOString().slice(0, 10),
  fin: new Date(now + 86_400_000).toISOString().slice(0, 10),
});

describe.each(engines())('complaint PDF keeps every character on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await buildTestApp(engine);
    admin = await adminToken(t.app);
  });
  afterAll(async () => t.close());

  async function pdfOf(fields: Record<string, string>): Promise<{ pdf: Buffer; complaint: ReportRow }> {
    const created = await submitComplaint(t.app, fields);
    const listed = await t.app.inject({ method: 'POST', url: '/api/reportFecha', headers: bearer(admin), payload: around(Date.now()) });
    const complaint = listed.json<ReportRow[]>().find((row) => row.id === created.id);
    if (!complaint) throw new Error('complaint not listed');
    const res = await t.app.inject({ method: 'GET', url: `/api/generatePdf/${created.id}`, headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    return { pdf: res.rawPayload, complaint };
  }

  describe('GET /api/generatePdf/:id', () => {
    it.skipIf(!hasPoppler)(
      'carries the whole 45-line description, the longest name and address, the code and the photo, over two pages',
      async () => {
        const { pdf, complaint } = await pdfOf({ nombre: NOMBRE, direccion: DIRECCION, descripcion: LIST, placa: '4545LST' });
        expect(complaint.descripcion.replace(/\r\n/g, '\n')).toBe(LIST); // multipart sends CRLF
        const pages = pdfText(pdf);
        expect(pages.length).toBeGreaterThanOrEqual(2);
        const all = squash(pdfBody(pdf, RUNNING));
        for (const value of [
          complaint.nombre,
          complaint.direccion,
          complaint.descripcion,
          complaint.codigo,
          complaint.estado,
          complaint.placa,
          complaint.delito,
        ]) {
          expect(all, value).toContain(squash(value));
        }
        expect(pages.at(-1)).toContain(`Página ${pages.length} de ${pages.length}`);
        const [photo] = drawnImages(pdf);
        expect(photo?.height).toBeGreaterThanOrEqual(90);
      },
    );

    it.skipIf(!hasPoppler)('keeps a readable photo after a 2,000-character paragraph', async () => {
      const { pdf, complaint } = await pdfOf({ descripcion: PARAGRAPH, placa: '2000PAR' });
      expect(squash(pdfBody(pdf, RUNNING))).toContain(squash(complaint.descripcion));
      const [photo] = drawnImages(pdf);
      // 640×480 fills the text width (174 mm) at 130 mm tall; it was a 15 mm thumbnail before.
      expect(photo?.width).toBeGreaterThan(150);
      expect(photo?.height).toBeGreaterThanOrEqual(90);
    });

    it.skipIf(!hasPoppler)('draws an emoji as a visible replacement and keeps the text around it', async () => {
      const { pdf } = await pdfOf({ descripcion: 'Me gritó 😡 y arrancó 🚌💨 — sin frenar', placa: '1234EMO' });
      const text = squash(pdfText(pdf).join(''));
      expect(text).toContain(squash(`Me gritó ${MISSING_GLYPH} y arrancó ${MISSING_GLYPH}${MISSING_GLYPH} — sin frenar`));
    });
  });
});
