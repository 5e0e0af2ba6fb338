import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { SOS_MSG } from '@reclamos/shared-types/sos/messages';

/** The field user's SOS row of the signed-in layout. */
export class SosBarPage {
  constructor(readonly page: Page) {}

  get button(): Locator {
    return this.page.getByTestId('sos-button').first();
  }

  get state(): Locator {
    return this.page.getByTestId('sos-state');
  }

  get sms(): Locator {
    return this.page.getByTestId('sos-sms');
  }

  /** Presses and holds the button for `seconds`, as a finger would. */
  async hold(seconds: number): Promise<void> {
    const box = await this.button.boundingBox();
    if (!box) throw new Error('no SOS button');
    await this.page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await this.page.mouse.down();
    await this.page.waitForTimeout(seconds * 1000);
    await this.page.mouse.up();
  }
}

/** A supervisor's SOS banner (every signed-in screen). */
export class SosBannerPage {
  constructor(readonly page: Page) {}

  get banner(): Locator {
    return this.page.getByRole('alert').filter({ has: this.page.getByTestId('sos-alert') });
  }

  alertOf(nombre: string): Locator {
    return this.page
      .getByTestId('sos-banner')
      .getByTestId('sos-alert')
      .filter({ hasText: SOS_MSG.desk.banner(nombre) });
  }

  /**
   * Until no alert is open: the SOS tests running beside a file raise alerts (each attended before
   * its test ends), and the banner pushes every signed-in screen down by design. A test measuring
   * a supervisor's screen as it is without alerts waits for this first.
   */
  async noneOpen(): Promise<void> {
    await expect.poll(() => this.page.getByTestId('sos-alert').count(), { timeout: 60_000 }).toBe(0);
  }

  attend(nombre: string): Promise<void> {
    return this.alertOf(nombre)
      .getByRole('button', { name: `${SOS_MSG.desk.attend}: ${SOS_MSG.desk.banner(nombre)}` })
      .click();
  }
}
