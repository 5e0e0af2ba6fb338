import type { Locator, Page } from 'playwright-core';
import { MSG } from '@reclamos/shared-types/messages';
import { openInApp } from '../support/navigate.ts';

/** /seguimiento and /seguimiento/{codigo}: the public state of a complaint. */
export class TrackingPage {
  constructor(private readonly page: Page) {}

  async goto(codigo = ''): Promise<void> {
    await openInApp(this.page, `/seguimiento${codigo ? `/${codigo}` : ''}`);
    await this.page.getByRole('heading', { level: 1, name: MSG.cases.tracking.title }).waitFor();
  }

  get codeInput(): Locator {
    return this.page.getByLabel(MSG.cases.tracking.codeLabel, { exact: true });
  }

  async lookUp(codigo: string): Promise<void> {
    await this.codeInput.fill(codigo);
    await this.page.getByRole('button', { name: MSG.cases.tracking.submit }).click();
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
