import { describe, expect, it } from 'vitest';
import { delitoName } from './delito-name.ts';
import type { ComplaintPayload } from './local-rows.ts';

const fields = { delito_id: 7 } as ComplaintPayload;

describe('delitoName', () => {
  it("prefers the catalogue's name now, so a renamed infraction shows its new name", () => {
    expect(delitoName({ fields, delito: 'Nombre anterior' }, [{ id: 7, detalle: 'Nombre nuevo' }])).toBe('Nombre nuevo');
  });

  it('shows the name the complaint was made with once its infraction left the catalogue', () => {
    expect(delitoName({ fields, delito: 'Retirada' }, [{ id: 8, detalle: 'Otra' }])).toBe('Retirada');
    expect(delitoName({ fields, delito: 'Retirada' }, undefined)).toBe('Retirada');
  });

  it('falls back to the number for a row older than the stored name', () => {
    expect(delitoName({ fields }, [])).toBe('#7');
  });
});
