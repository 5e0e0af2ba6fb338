import type { Locator, Page } from 'playwright-core';
import { openInApp } from '../support/navigate.ts';
import { INSPECTIONS_MSG } from '@reclamos/shared-types/inspections/messages';

const TEXT = INSPECTIONS_MSG.screen;

export interface InspectionFill {
  cedula?: string;
  nombre?: string;
  categoria?: '' | 'A' | 'B' | 'C';
  seguro?: 'SOAT' | 'FOCAT';
  placa?: string;
  tipo?: string;
  marca?: string;
  modelo?: string;
  linea?: string;
  checklist?: Partial<Record<'ventanas' | 'puertas' | 'ventilacion' | 'luz' | 'higiene' | 'triangulo', '' | 'BUENO' | 'MALO' | 'NO TIENE'>>;
  calificacion?: '' | 'CUMPLE' | 'NO CUMPLE';
  observacion?: string;
  radicatoria?: string;
}

export const ALL_BUENO = {
  ventanas: 'BUENO',
  puertas: 'BUENO',
  ventilacion: 'BUENO',
  luz: 'BUENO',
  higiene: 'BUENO',
  triangulo: 'BUENO',
} as const;

/** /navegador/inspeccion: 'INSPECCION VEHICULAR', its day, table, filter and dialogs. */
export class InspectionsPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await openInApp(this.page, '/navegador/inspeccion');
    await this.heading.waitFor();
    await this.settled();
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { name: TEXT.title, level: 1 });
  }

  /** Waits until no reading of the day is running. */
  async settled(): Promise<void> {
    await this.page.locator(`table[aria-label="${TEXT.listTitle}"][aria-busy="false"]`).waitFor();
  }

  get table(): Locator {
    return this.page.getByRole('table', { name: TEXT.listTitle });
  }

  get dateInput(): Locator {
    return this.page.getByLabel(TEXT.date, { exact: true });
  }

  get filterInput(): Locator {
    return this.page.getByRole('searchbox', { name: TEXT.filter });
  }

  async search(day: string): Promise<void> {
    await this.dateInput.fill(day);
    await this.page.getByRole('button', { name: TEXT.search, exact: true }).click();
    await this.settled();
  }

  async filter(text: string): Promise<void> {
    await this.filterInput.fill(text);
    await this.page.locator(`[data-testid="inspections-count"][data-applied-filter="${text.replace(/"/g, '\\"')}"]`).waitFor();
  }

  get rows(): Locator {
    return this.table.locator('tbody tr[data-uuid]');
  }

  /** The row whose visible text contains `text` (tests use a unique observacion). */
  row(text: string): Locator {
    return this.rows.filter({ hasText: text });
  }

  editButton(row: Locator): Locator {
    return row.getByRole('button', { name: /^Modificar la inspección de / });
  }

  printButton(row: Locator): Locator {
    return row.getByRole('button', { name: /^Imprimir la ficha de / });
  }

  // ---- The registration dialog ----

  get registerDialog(): Locator {
    return this.page.getByRole('dialog', { name: TEXT.registerTitle });
  }

  get editDialog(): Locator {
    return this.page.getByRole('dialog', { name: TEXT.modifyTitle });
  }

  async openRegister(): Promise<Locator> {
    await this.page.getByRole('button', { name: TEXT.register, exact: true }).first().click();
    await this.registerDialog.waitFor();
    return this.registerDialog;
  }

  field(name: string, dialog: Locator = this.registerDialog): Locator {
    return dialog.locator(`[name="${name}"]`);
  }

  async fill(values: InspectionFill): Promise<void> {
    const text = async (name: string, value: string | undefined) => {
      if (value !== undefined) await this.field(name).fill(value);
    };
    const choose = async (name: string, value: string | undefined) => {
      if (value !== undefined) await this.field(name).selectOption(value);
    };
    await text('cedula', values.cedula);
    await text('nombre', values.nombre);
    await choose('categoria', values.categoria);
    await choose('seguro', values.seguro);
    await text('placa', values.placa);
    await choose('tipo', values.tipo);
    await text('marca', values.marca);
    await text('modelo', values.modelo);
    await text('linea', values.linea);
    for (const [item, value] of Object.entries(values.checklist ?? {})) await choose(item, value);
    await choose('calificacion', values.calificacion);
    await text('observacion', values.observacion);
    await text('radicatoria', values.radicatoria);
  }

  async submitRegister(): Promise<void> {
    await this.registerDialog.getByRole('button', { name: TEXT.register, exact: true }).click();
  }

  /**
   * Types a value long enough to be looked up (4 characters or more) in a lookup field and, online,
   * waits until its lookup has ended: the server's answer for that very value (asked 300 ms after
   * the last keystroke), then the field's spinner gone (it shows from the start of the lookup until
   * its answer is applied). Offline the phone's own registry answers and nothing goes on the wire:
   * the caller waits for what that answer fills or clears.
   */
  async typeLookup(name: 'cedula' | 'placa', value: string): Promise<void> {
    const online = await this.page.evaluate(() => navigator.onLine);
    // The value as the form asks about it: upper case, a cedula without spaces, a placa of A-Z 0-9 -.
    const asked = value.toUpperCase().replace(name === 'cedula' ? /\s/g : /[^A-Z0-9-]/g, '');
    const path = `/api/${name === 'cedula' ? 'propietario' : 'vehicle'}/${encodeURIComponent(asked)}`;
    const answered = online ? this.page.waitForResponse((response) => new URL(response.url()).pathname === path) : null;
    await this.field(name).fill(value);
    if (!answered) return;
    await answered;
    await this.registerDialog.getByTestId('lookup-busy').waitFor({ state: 'detached' });
  }
}
