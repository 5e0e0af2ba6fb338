import type { Locator, Page } from 'playwright-core';
import { MSG } from '@reclamos/shared-types/messages';

/** /navegador/reporte: the date range, the table 'Listado Reclamos', its filter and dialogs. */
export class ReportsPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/navegador/reporte');
    await this.table.waitFor({ state: 'visible' });
    await this.settled();
  }

  /** Waits until no search is running. */
  async settled(): Promise<void> {
    await this.page.locator(`table[aria-label="${MSG.reports.listTitle}"][aria-busy="false"]`).waitFor();
  }

  get table(): Locator {
    return this.page.getByRole('table', { name: MSG.reports.listTitle });
  }

  get fromInput(): Locator {
    return this.page.getByLabel(MSG.reports.from, { exact: true });
  }

  get toInput(): Locator {
    return this.page.getByLabel(MSG.reports.to, { exact: true });
  }

  get filterInput(): Locator {
    return this.page.getByRole('searchbox', { name: MSG.reports.filter });
  }

  get exportButton(): Locator {
    return this.page.getByRole('button', { name: MSG.reports.export });
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
    await this.page.getByRole('button', { name: MSG.reports.search, exact: true }).click();
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
    return this.row(id).getByRole('button', { name: MSG.reports.print(id) });
  }

  viewImageButton(id: number): Locator {
    return this.row(id).getByRole('button', { name: MSG.reports.viewImage(id) });
  }

  photoDialog(id: number): Locator {
    return this.page.getByRole('dialog', { name: MSG.reports.photoTitle(id) });
  }

  /** The photo's layout size (offset sizes: the dialog's opening animation scales its box). */
  async photoSize(id: number): Promise<{ width: number; height: number }> {
    const image = await this.loadedPhoto(id);
    return image.evaluate((element: HTMLImageElement) => ({ width: element.offsetWidth, height: element.offsetHeight }));
  }

  /** The photo's <img> once it has really loaded (decoded with a size). */
  async loadedPhoto(id: number): Promise<Locator> {
    const image = this.photoDialog(id).getByRole('img', { name: MSG.reports.photoTitle(id) });
    await image.waitFor({ state: 'visible' });
    await image.evaluate((element: HTMLImageElement) => element.decode());
    return image;
  }
}
