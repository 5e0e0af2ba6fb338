import type { Locator, Page } from 'playwright-core';
import { openInApp } from '../support/navigate.ts';
import { CASES_MSG } from '@reclamos/shared-types/cases/messages';

/** /seguimiento and /seguimiento/{codigo}: the public state of a complaint. */
export class TrackingPage {
  constructor(private readonly page: Page) {}

  async goto(codigo = ''): Promise<void> {
    await openInApp(this.page, `/seguimiento${codigo ? `/${codigo}` : ''}`);
    await this.page.getByRole('heading', { level: 1, name: CASES_MSG.tracking.title }).waitFor();
  }

  get codeInput(): Locator {
    return this.page.getByLabel(CASES_MSG.tracking.codeLabel, { exact: true });
  }

  async lookUp(codigo: string): Promise<void> {
    await this.codeInput.fill(codigo);
    await this.page.getByRole('button', { name: CASES_MSG.tracking.submit }).click();
  }

  get result(): Locator {
    return this.page.getByTestId('tracking-result');
  }

  get error(): Locator {
    return this.page.getByTestId('tracking-error');
  }

  get history(): Locator {
    return this.page.getByTestId('tracking-history');
  }
}
