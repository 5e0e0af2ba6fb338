import type { Locator, Page } from 'playwright-core';
import { POSITIONS_MSG } from '@reclamos/shared-types/positions/messages';

/** The 'Compartir mi ubicación' switch of the signed-in layout and its state texts. */
export class SharingBar {
  constructor(private readonly page: Page) {}

  get switch(): Locator {
    return this.page.getByRole('switch', { name: POSITIONS_MSG.sharing.label });
  }

  get state(): Locator {
    return this.page.getByTestId('sharing-state');
  }

  get wakeLock(): Locator {
    return this.page.getByTestId('sharing-wake-lock');
  }

  async isOn(): Promise<boolean> {
    return (await this.switch.getAttribute('aria-checked')) === 'true';
  }
}
