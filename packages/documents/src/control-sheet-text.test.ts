import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_FONT, MISSING_GLYPH } from '@reclamos/shared-types/pdf-document';
import type { Inspection } from '@reclamos/shared-types/inspections/schemas';
import { drawControlSheet } from './control-sheet.ts';

const require = createRequire(import.meta.url);
const font = {
  regular: readFileSync(require.resolve(DOCUMENT_FONT.regularFile)).toString('base64'),
  bold: readFileSync(require.resolve(DOCUMENT_FONT.boldFile)).toString('base64'),
};
const crest = new Uint8Array(readFileSync(new URL('../../../apps/pwa/public/escudo-atm.png', import.meta.url)));
const hasPdftotext = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** Every value at the longest the schemas allow (nombre 120, registry texts 60, observacion 1000, radicatoria 250), beyond Latin-1. */
const fill = (start: string, length: number) => start.repeat(Math.ceil(length / start.length)).slice(0, length);
const LONGEST: Inspection = {
  id: 99,
  uuid: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  fecha: '2026-11-22T14:05:00.000Z',
  ventanas: 'BUENO',
  puertas: 'MALO',
  ventilacion: 'BUENO',
  luz: 'NO TIENE',
  higiene: 'BUENO',
  triangulo: 'BUENO',
  calificacion: 'NO CUMPLE',
  observacion: fill('FALTA EXTINTOR “VIGENTE” Y BOTIQUÍN — ASIENTOS ROTOS ≥ 3 € ½ ', 1000),
  radicatoria: fill('ORURO – CERCADO, ZONA NORTE № 12; ', 250),
  propietario: { cedula: '123456789012-AB1Z', nombre: fill('MARÍA DEL CARMEN ÑAUPA WAYAR ', 120), categoria: 'B', seguro: 'FOCAT' },
  vehicle: {
    placa: 'WWWW-99999',
    tipo: fill('MINIBÚS ', 60),
    marca: fill('MERCEDES-BENZ ', 60),
    modelo: fill('SPRINTER 515 CDI ', 60),
    linea: fill('LÍNEA 102 “A” ', 60),
  },
  inspector: { id: 3, nombre: fill('JUAN PÉREZ ÑAUPA WILLCA ', 120) },
  lat: null,
  lng: null,
  created_at: '2026-11-22T14:05:00.000Z',
  updated_at: '2026-11-22T14:05:00.000Z',
};

/** pdftotext of each page in drawing order (-raw: a two-column row's cells do not interleave), the running header, footer and page number removed, whitespace removed. */
function pagesOf(record: Inspection): string[] {
  const dir = mkdtempSync(path.join(tmpdir(), 'sheet-'));
  const file = path.join(dir, 'sheet.pdf');
  writeFileSync(
    file,
    new Uint8Array(
      drawControlSheet(record, {
        origin: 'https://atm.example.bo',
        pending: true,
        crest,
        font,
        timeZone: 'America/La_Paz',
        digest: 'cd'.repeat(32),
      }).output('arraybuffer'),
    ),
  );
  try {
    const text = execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', file, '-']).toString('utf8');
    return text
      .split('\f')
      .filter((page) => page.trim())
      .map((page) =>
        page
          .split('\n')
          .filter((line) => !/continuación|CÓDIGO: |Página \d+ de \d+|Verifique esta ficha|pendiente de envío/.test(line))
          .join('')
          .replace(/\s+/g, ''),
      );
  } finally {
    rmSync(dir, { recursive: true });
  }
}
const squash = (text: string) => text.replace(/\s+/g, '');

describe.skipIf(!hasPdftotext)('control sheet keeps every character', () => {
  it('prints every field whole at the longest lengths the schemas allow, on at most two pages', () => {
    const pages = pagesOf(LONGEST);
    expect(pages.length).toBeGreaterThanOrEqual(1);
    expect(pages.length).toBeLessThanOrEqual(2);
    const all = pages.join('');
    const { propietario: owner, vehicle } = LONGEST;
    const values = [
      LONGEST.inspector.nombre,
      owner.nombre,
      owner.cedula,
      owner.seguro,
      vehicle.placa,
      vehicle.tipo,
      vehicle.marca,
      vehicle.modelo,
      vehicle.linea,
      LONGEST.observacion,
      LONGEST.radicatoria,
    ];
    for (const value of values) expect(all, value).toContain(squash(value));
    // The owner's signature caption, whole.
    expect(all).toContain(squash(`${owner.nombre} - Cédula: ${owner.cedula}`));
  });

  it('continues a long observacion on a second page; the first keeps title, result and the start of the record', () => {
    const wide = { ...LONGEST, observacion: fill('WMWMWM ', 1000) };
    const pages = pagesOf(wide);
    expect(pages).toHaveLength(2);
    const [first = '', second = ''] = pages;
    expect(first).toContain(squash('FICHA DE CONTROL DE SEGURIDAD Y CALIDAD DE SERVICIO'));
    expect(first).toContain('NOCUMPLE');
    expect(first).toContain(squash(wide.propietario.nombre));
    expect(pages.join('')).toContain(squash(wide.observacion));
    expect(second).toContain(squash('FIRMA PROPIETARIO'));
  });

  it('draws an emoji as a visible replacement, keeping the words around it', () => {
    const pages = pagesOf({ ...LONGEST, observacion: 'PARABRISAS ROTO 🚌💥 Y SIN LUCES ❤️' });
    expect(pages.join('')).toContain(squash(`PARABRISAS ROTO ${MISSING_GLYPH}${MISSING_GLYPH} Y SIN LUCES ❤`));
  });
});
