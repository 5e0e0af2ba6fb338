import type { Locator, Page } from 'playwright-core';
import { openInApp } from '../support/navigate.ts';
import { CASES_STAFF_MSG } from '@reclamos/shared-types/cases/messages-staff';

/** /navegador/reporte: the date range, the table 'Listado Reclamos', its filter and dialogs. */
export class ReportsPage {
  constructor(private readonly page: Page) {}

  /** Opens the screen, optionally with a search in the address (`ini=…&estado=…`). */
  async goto(search = ''): Promise<void> {
    await openInApp(this.page, `/navegador/reporte${search ? `?${search}` : ''}`);
    await this.table.waitFor({ state: 'visible' });
    await this.settled();
  }

  /** Waits until no search is running. */
  async settled(): Promise<void> {
    await this.page.locator(`table[aria-label="${CASES_STAFF_MSG.report.listTitle}"][aria-busy="false"]`).waitFor();
  }

  get table(): Locator {
    return this.page.getByRole('table', { name: CASES_STAFF_MSG.report.listTitle });
  }

  get fromInput(): Locator {
    return this.page.getByLabel(CASES_STAFF_MSG.report.from, { exact: true });
  }

  get toInput(): Locator {
    return this.page.getByLabel(CASES_STAFF_MSG.report.to, { exact: true });
  }

  get filterInput(): Locator {
    return this.page.getByRole('searchbox', { name: CASES_STAFF_MSG.report.filter });
  }

  get exportButton(): Locator {
    return this.page.getByRole('button', { name: CASES_STAFF_MSG.report.export });
  }

  get emptyCell(): Locator {
    return this.page.getByTestId('report-empty');
  }

  get pageRange(): Locator {
    return this.page.getByTestId('page-range');
  }

  async search(range?: { ini?: string; fin?: string }): Promise<void> {
    if (range?.ini !== undefined) await this.fromInput.fill(range.ini);
    if (range?.fin !== undefined) await this.toInput.fill(range.fin);
    await this.page.getByRole('button', { name: CASES_STAFF_MSG.report.search, exact: true }).click();
    await this.settled();
  }

  /** Types the filter and waits until the debounced filter is the one applied to the table. */
  async filter(text: string): Promise<void> {
    await this.filterInput.fill(text);
    await this.page.locator(`[data-testid="report-count"][data-applied-filter="${text.replace(/"/g, '\\"')}"]`).waitFor();
  }

  /** Every row of the table on this page (each carries data-complaint-id). */
  get rows(): Locator {
    return this.table.locator('tbody tr[data-complaint-id]');
  }

  async rowIds(): Promise<number[]> {
    const ids = await this.rows.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-complaint-id')));
    return ids.map(Number);
  }

  row(id: number): Locator {
    return this.table.locator(`tr[data-complaint-id="${id}"]`);
  }

  printButton(id: number): Locator {
    return this.row(id).getByRole('button', { name: CASES_STAFF_MSG.report.print(id) });
  }

  viewImageButton(id: number): Locator {
    return this.row(id).getByRole('button', { name: CASES_STAFF_MSG.report.viewImage(id) });
  }

  photoDialog(id: number): Locator {
    return this.page.getByRole('dialog', { name: CASES_STAFF_MSG.report.photoTitle(id) });
  }

  /** The photo's layout size (offset sizes: the dialog's opening animation scales its box). */
  async photoSize(id: number): Promise<{ width: number; height: number }> {
    const image = await this.loadedPhoto(id);
    return image.evaluate((element: HTMLImageElement) => ({ width: element.offsetWidth, height: element.offsetHeight }));
  }

  /** The photo's <img> once it has really loaded (decoded with a size). */
  async loadedPhoto(id: number): Promise<Locator> {
    const image = this.photoDialog(id).getByRole('img', { name: CASES_STAFF_MSG.report.photoTitle(id) });
    await image.waitFor({ state: 'visible' });
    await image.evaluate((element: HTMLImageElement) => element.decode());
    return image;
  }

  // The complaint workflow: states, filters, the side panel and bulk changes.

  /** The number of rows the search answered ('N reclamos' with an empty filter). */
  async total(): Promise<number> {
    const text = await this.page.getByTestId('report-count').innerText();
    return Number(/(\d+) reclamos?$/.exec(text)?.[1] ?? NaN);
  }

  /** A row's state; read by CSS, since an open side panel (a modal) hides the table from the accessibility tree. */
  estadoOf(id: number): Promise<string | null> {
    return this.page
      .locator(`table[aria-label="${CASES_STAFF_MSG.report.listTitle}"] tr[data-complaint-id="${id}"]`)
      .getAttribute('data-estado');
  }

  /** The row's state badge, a button named after it: 'RECIBIDO: abrir el caso del reclamo N° 3001'. */
  openCaseButton(id: number): Locator {
    return this.row(id).getByRole('button', { name: new RegExp(`^[A-Z ]+: ${CASES_STAFF_MSG.report.open(id)}$`, 'i') });
  }

  selectBox(id: number): Locator {
    return this.row(id).getByRole('checkbox', { name: CASES_STAFF_MSG.report.select(id) });
  }

  get estadoFilter(): Locator {
    return this.page.getByLabel(CASES_STAFF_MSG.report.estado, { exact: true });
  }

  get asignadoFilter(): Locator {
    return this.page.getByLabel(CASES_STAFF_MSG.report.asignado, { exact: true });
  }

  get vencidoFilter(): Locator {
    return this.page.getByRole('checkbox', { name: CASES_STAFF_MSG.report.vencido });
  }

  get bulkBar(): Locator {
    return this.page.getByTestId('bulk-bar');
  }

  /** Moves the selected rows to `estado` (with the reason a closing state needs). */
  async bulkMove(estado: string, motivo?: string): Promise<void> {
    await this.bulkBar.getByRole('combobox', { name: CASES_STAFF_MSG.report.bulkTo }).selectOption(estado);
    if (motivo !== undefined) await this.bulkBar.getByRole('textbox', { name: CASES_STAFF_MSG.panel.motivo }).fill(motivo);
    await this.bulkBar.getByRole('button', { name: CASES_STAFF_MSG.report.bulkApply }).click();
  }

  /** The side panel of one complaint, once its case has loaded. */
  async openCase(id: number): Promise<Locator> {
    await this.openCaseButton(id).click();
    return this.casePanel(id);
  }

  async casePanel(id: number): Promise<Locator> {
    const panel = this.page.locator(`[data-testid="case-panel"][data-case-id="${id}"]`);
    await panel.getByTestId('case-code').waitFor();
    return panel;
  }
}
