import type { Locator, Page } from 'playwright-core';
import { openInApp } from '../support/navigate.ts';
import { POSITIONS_MSG } from '@reclamos/shared-types/positions/messages';

const TEXT = POSITIONS_MSG.map;

/** 'Posicion Personal' (/navegador/posicion): the live map, its markers and controls. */
export class PositionMapPage {
  constructor(readonly page: Page) {}

  /**
   * Opens the map and, unless told otherwise, waits until its socket is connected (socket.io's
   * CONNECT answer, a frame starting "40"): live events sent before that are not for this page.
   */
  async goto({ waitForLive = true } = {}): Promise<void> {
    const live = waitForLive ? socketConnected(this.page) : Promise.resolve();
    await openInApp(this.page, '/navegador/posicion');
    await this.canvas.waitFor({ state: 'visible' });
    await live;
  }

  get region(): Locator {
    return this.page.getByRole('region', { name: TEXT.mapRegion });
  }

  get canvas(): Locator {
    return this.region.locator('canvas.maplibregl-canvas');
  }

  get refreshButton(): Locator {
    return this.page.getByRole('button', { name: TEXT.refresh });
  }

  layerButton(label: string): Locator {
    return this.page.getByRole('radiogroup', { name: TEXT.layers }).getByRole('radio', { name: label });
  }

  get markers(): Locator {
    return this.region.getByTestId('position-marker');
  }

  marker(userId: number): Locator {
    return this.region.locator(`[data-testid="position-marker"][data-user-id="${userId}"]`);
  }

  /** The marker's label text: nombre, then "visto hace …". */
  async label(userId: number): Promise<string> {
    return (await this.marker(userId).locator('.position-marker__label').innerText()).replace(/\s+/g, ' ').trim();
  }

  /** Where the marker's coordinates are drawn, as data attributes [lat, lng]. */
  async coordinates(userId: number): Promise<[number, number]> {
    const marker = this.marker(userId);
    return [Number(await marker.getAttribute('data-lat')), Number(await marker.getAttribute('data-lng'))];
  }

  /** The marker's box on screen (its tip, the bottom centre, is the position). */
  async tip(userId: number): Promise<{ x: number; y: number }> {
    const box = await stableBox(this.marker(userId));
    return { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height) };
  }

  async generation(): Promise<number> {
    return Number(await this.region.getAttribute('data-generation'));
  }
}

/**
 * An element's box, asked again when the element was replaced meanwhile: every live event of any
 * test file redraws the whole marker group (spec section 4), detaching the elements a test holds.
 */
export async function stableBox(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const box = await locator.boundingBox().catch(() => null);
    if (box) return box;
    // Paces this bounded retry (20 tries): the box itself is what it waits for.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${String(locator)} has no box`);
}

function socketConnected(page: Page): Promise<void> {
  return new Promise((resolve, reject) => {
    // A bound on the wait for the CONNECT frame, not a pause.
    const timer = setTimeout(() => reject(new Error('the map socket did not connect within 15 s')), 15_000);
    page.on('websocket', (socket) => {
      if (!socket.url().includes('/socket.io/')) return;
      socket.on('framereceived', (frame) => {
        if (!String(frame.payload).startsWith('40')) return;
        clearTimeout(timer);
        resolve();
      });
    });
  });
}
