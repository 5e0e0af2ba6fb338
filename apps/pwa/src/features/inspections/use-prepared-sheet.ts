import { useEffect } from 'react';
import type { Inspection } from '@reclamos/shared-types/inspections/schemas';

/** After the screen has settled, so it competes with nothing the inspector is waiting for. */
const DELAY_MS = 2_000;

/** A made-up inspection, drawn once and thrown away (never shown, never stored). */
const SAMPLE: Inspection = {
  id: 0,
  uuid: '00000000-0000-4000-8000-000000000000',
  fecha: '2026-01-01T12:00:00.000Z',
  ventanas: 'BUENO',
  puertas: 'MALO',
  ventilacion: 'NO TIENE',
  luz: 'BUENO',
  higiene: 'BUENO',
  triangulo: 'BUENO',
  calificacion: 'CUMPLE',
  observacion: 'MUESTRA',
  radicatoria: 'MUESTRA',
  propietario: { cedula: '0000', nombre: 'MUESTRA', categoria: 'A', seguro: 'SOAT' },
  vehicle: { placa: '0000AAA', tipo: 'MUESTRA', marca: 'MUESTRA', modelo: 'MUESTRA', linea: 'MUESTRA' },
  inspector: { id: 0, nombre: 'MUESTRA' },
  lat: null,
  lng: null,
  created_at: '2026-01-01T12:00:00.000Z',
  updated_at: '2026-01-01T12:00:00.000Z',
};

/**
 * Once the screen is open, in the background: loads the control sheet's code (jsPDF, qrcode) and
 * crest and warms it up with one throwaway sheet, so the first print on the street is as quick as
 * the next ones.
 */
export function usePreparedSheet(): void {
  useEffect(() => {
    const timer = setTimeout(() => {
      void import('./sheet/share-sheet.ts')
        .then(({ prepareControlSheet }) => prepareControlSheet(SAMPLE))
        .catch(() => {
          // Printing loads it again when needed.
        });
    }, DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
}
