import type { Locator, Page } from 'playwright-core';
import { openInApp } from '../support/navigate.ts';
import { COMPLAINTS_MSG } from '@reclamos/shared-types/complaints/messages';

export interface ComplaintInput {
  cedula?: string;
  nombre?: string;
  telefono?: string;
  placa?: string;
  /** The infraction's detalle text as the dropdown shows it. */
  delito?: string;
  direccion?: string;
  descripcion?: string;
}

/** /reclamo: the public complaint form and its panel of this phone's complaints. */
export class ComplaintPage {
  constructor(private readonly page: Page) {}

  async goto(): Promise<void> {
    await openInApp(this.page, '/reclamo');
    await this.heading.waitFor({ state: 'visible' });
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: COMPLAINTS_MSG.form.title });
  }

  field(name: keyof typeof COMPLAINTS_MSG.form.fields): Locator {
    return this.page.getByLabel(COMPLAINTS_MSG.form.fields[name], { exact: true });
  }

  /** Waits until the cached or fetched catalogue fills the dropdown. */
  async waitForCatalogue(): Promise<void> {
    await this.page.waitForFunction(() => document.querySelectorAll('select[name="delito_id"] option').length > 1);
  }

  async fill(input: ComplaintInput): Promise<void> {
    for (const name of ['cedula', 'nombre', 'telefono', 'placa', 'direccion', 'descripcion'] as const) {
      const value = input[name];
      if (value !== undefined) await this.field(name).fill(value);
    }
    if (input.delito !== undefined) {
      await this.waitForCatalogue();
      await this.field('delito').selectOption({ label: input.delito });
    }
  }

  /** Picks a photo with 'Cargar Imagen' and waits until it is compressed and ready. */
  async attachPhoto(path: string): Promise<void> {
    await this.page.getByLabel(COMPLAINTS_MSG.form.uploadImage, { exact: true }).setInputFiles(path);
    // Compression draws on a software canvas here: allow for a busy test machine.
    await this.photoReady.waitFor({ state: 'visible', timeout: 45_000 });
  }

  get photoReady(): Locator {
    return this.page.getByTestId('photo-ready');
  }

  get submitButton(): Locator {
    return this.page.getByRole('button', { name: COMPLAINTS_MSG.form.submit });
  }

  async submit(): Promise<void> {
    await this.submitButton.click();
  }

  /** The receipt of the last complaint sent (or kept on the phone) from this form. */
  get receipt(): Locator {
    return this.page.getByTestId('complaint-receipt');
  }

  get panel(): Locator {
    return this.page.getByRole('region', { name: COMPLAINTS_MSG.outbox.title });
  }

  /** The panel's row of a complaint, found by a text it shows (its infraction or plate). */
  rows(status?: 'pending' | 'synced' | 'rejected'): Locator {
    return this.panel.locator(status ? `li[data-status="${status}"]` : 'li[data-status]');
  }

  get waitingBadge(): Locator {
    return this.page.getByTestId('outbox-waiting');
  }

  get vehicleInfo(): Locator {
    return this.page.getByTestId('vehicle-info');
  }
}
