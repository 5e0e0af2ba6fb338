import type { Locator, Page } from 'playwright-core';
import { openInApp } from '../support/navigate.ts';
import { AUTHORITY_MSG } from '@reclamos/shared-types/authority/messages';
import { MSG } from '@reclamos/shared-types/messages';

const A = AUTHORITY_MSG;

/** Waits until the named table's load is over (aria-busy false). */
async function settledTable(page: Page, label: string): Promise<void> {
  await page.locator(`table[aria-label="${label}"][aria-busy="false"]`).waitFor();
}

/** /navegador/infracciones */
export class DelitosPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await openInApp(this.page, '/navegador/infracciones');
    await this.table.waitFor();
    await settledTable(this.page, A.delitos.title);
    await this.page.getByTestId('delitos-count').waitFor();
  }

  get table(): Locator {
    return this.page.getByRole('table', { name: A.delitos.title });
  }

  row(detalle: string): Locator {
    return this.table.locator('tbody tr[data-delito-id]').filter({ has: this.page.getByRole('cell', { name: detalle, exact: true }) });
  }

  dialog(title: string): Locator {
    return this.page.getByRole('dialog', { name: title });
  }

  async create(detalle: string): Promise<void> {
    await this.page.getByRole('button', { name: A.delitos.newDelito }).click();
    const dialog = this.dialog(A.delitos.createTitle);
    await dialog.getByLabel(A.delitos.detalle).fill(detalle);
    await dialog.getByRole('button', { name: MSG.actions.save }).click();
  }

  async rename(detalle: string, next: string): Promise<void> {
    await this.row(detalle)
      .getByRole('button', { name: A.delitos.edit(detalle) })
      .click();
    const dialog = this.dialog(A.delitos.editTitle);
    await dialog.getByLabel(A.delitos.detalle).fill(next);
    await dialog.getByRole('button', { name: MSG.actions.save }).click();
  }

  toggleButton(detalle: string, action: 'retire' | 'reactivate'): Locator {
    const label = action === 'retire' ? A.delitos.retire : A.delitos.reactivate;
    return this.row(detalle).getByRole('button', { name: `${label}: ${detalle}` });
  }
}

/** /navegador/vehiculos and its import dialog. */
export class VehiculosPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await openInApp(this.page, '/navegador/vehiculos');
    await this.table.waitFor();
    await this.settled();
  }

  async settled(): Promise<void> {
    await settledTable(this.page, A.vehiculos.listTitle);
  }

  get table(): Locator {
    return this.page.getByRole('table', { name: A.vehiculos.listTitle });
  }

  row(placa: string): Locator {
    return this.table.locator(`tbody tr[data-placa="${placa}"]`);
  }

  /** Types the search and waits until the table shows its answer. */
  async search(text: string): Promise<void> {
    await this.page.getByRole('searchbox', { name: A.vehiculos.search }).fill(text);
    await this.page.locator(`[data-testid="vehiculos-count"][data-applied-search="${text.trim()}"]`).waitFor();
    await this.settled();
  }

  get importDialog(): Locator {
    return this.page.getByRole('dialog', { name: A.importar.title });
  }

  async openImport(): Promise<Locator> {
    await this.page.getByRole('button', { name: A.importar.open }).click();
    await this.importDialog.waitFor();
    return this.importDialog;
  }

  async chooseFile(file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
    await this.importDialog.getByLabel(A.importar.file).setInputFiles(file);
  }

  get preview(): Locator {
    return this.importDialog.getByTestId('import-preview');
  }

  previewRow(fila: number): Locator {
    return this.preview.locator(`tbody tr[data-fila="${fila}"]`);
  }
}

/** /navegador/listas */
export class ListasPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await openInApp(this.page, '/navegador/listas');
    await this.page.getByRole('table', { name: A.listas.title }).waitFor();
    await settledTable(this.page, A.listas.title);
  }

  async choose(kind: string): Promise<void> {
    await this.page.getByLabel(A.listas.kind, { exact: true }).selectOption(kind);
    await settledTable(this.page, A.listas.title);
  }

  async filter(text: string): Promise<void> {
    await this.page.getByRole('searchbox', { name: A.listas.filter }).fill(text);
  }

  value(valor: string): Locator {
    return this.page.locator(`tbody tr[data-valor="${valor}"]`);
  }
}

/** /navegador/auditoria */
export class AuditPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await openInApp(this.page, '/navegador/auditoria');
    await this.table.waitFor();
    await this.settled();
  }

  async settled(): Promise<void> {
    await settledTable(this.page, A.auditoria.listTitle);
  }

  get table(): Locator {
    return this.page.getByRole('table', { name: A.auditoria.listTitle });
  }

  get rows(): Locator {
    return this.table.locator('tbody tr[data-audit-id]');
  }

  get form(): Locator {
    return this.page.getByRole('form', { name: A.auditoria.title });
  }

  async filter(filters: { desde?: string; hasta?: string; usuario?: string; accion?: string; objeto?: string }): Promise<void> {
    const form = this.form;
    if (filters.desde !== undefined) await form.getByLabel(A.auditoria.desde).fill(filters.desde);
    if (filters.hasta !== undefined) await form.getByLabel(A.auditoria.hasta).fill(filters.hasta);
    if (filters.usuario !== undefined) await form.getByLabel(A.auditoria.usuario).selectOption(filters.usuario);
    if (filters.accion !== undefined) await form.getByLabel(A.auditoria.accion).selectOption(filters.accion);
    if (filters.objeto !== undefined) await form.getByLabel(A.auditoria.objeto).selectOption(filters.objeto);
    await form.getByRole('button', { name: A.auditoria.search }).click();
    await this.settled();
  }
}

/** /navegador/placa/{placa} */
export class PlatePage {
  constructor(private readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  get registry(): Locator {
    return this.page.getByTestId('plate-registry');
  }

  get complaints(): Locator {
    return this.page.getByRole('table', { name: A.plate.complaints });
  }

  get inspections(): Locator {
    return this.page.getByRole('table', { name: A.plate.inspections });
  }

  /** Waits for the page of `placa` with its history loaded. */
  async loaded(placa: string): Promise<void> {
    await this.page.getByRole('heading', { name: A.plate.title(placa), exact: true }).waitFor();
    await this.registry.waitFor();
  }
}
