import type { Locator, Page } from 'playwright-core';
import { openInApp } from '../support/navigate.ts';
import { settle } from '../support/wait.ts';
import { POSITIONS_MSG } from '@reclamos/shared-types/positions/messages';

const TEXT = POSITIONS_MSG.map;
const PEOPLE = POSITIONS_MSG.people;

/** How much of the window the map's canvas gets (see `PositionMapPage.fill`). */
export interface MapFill {
  /** The canvas's height shown: inside the window and the map's region, below the top bar, in px. */
  shownHeight: number;
  /** The window's height below the top bar, in px. */
  freeHeight: number;
  /** The canvas's width shown (inside the map's region), in px. */
  canvasWidth: number;
  /** The width of the main area's content (inside its padding), in px. */
  contentWidth: number;
}

/** 'Posicion Personal' (/navegador/posicion): the live map, its markers and controls. */
export class PositionMapPage {
  constructor(readonly page: Page) {}

  /**
   * Opens the map and, unless told otherwise, waits until its socket is connected (the map says so
   * in `data-live`; the tab's socket may have connected before the map opened, for the SOS feed):
   * live events sent before that are not for this page.
   */
  async goto({ waitForLive = true } = {}): Promise<void> {
    await openInApp(this.page, '/navegador/posicion');
    await this.canvas.waitFor({ state: 'visible' });
    if (waitForLive) await this.page.locator('[data-testid="position-map"][data-live="true"]').waitFor({ timeout: 15_000 });
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

  /** 'Personas en el mapa' as a button: the list is in a drawer it opens (narrow windows). */
  get peopleButton(): Locator {
    return this.page.getByRole('button', { name: PEOPLE.title, exact: true });
  }

  /** The drawer 'Personas en el mapa' opens. */
  get peopleDrawer(): Locator {
    return this.page.getByRole('dialog', { name: PEOPLE.title });
  }

  centreOnButton(nombre: string): Locator {
    return this.page.getByRole('button', { name: PEOPLE.centreOn(nombre), exact: true });
  }

  /** Shows the people list (opening its drawer where it has one) and waits for `nombre` in it. */
  async openPeopleList(nombre: string): Promise<Locator> {
    if (await this.peopleButton.isVisible()) await this.peopleButton.click();
    const button = this.centreOnButton(nombre);
    await button.waitFor({ state: 'visible' });
    return button;
  }

  /**
   * The canvas's share of the window once its size has settled (MapLibre follows its container
   * through a ResizeObserver, a frame or more after a resize): the part of it inside the window
   * and inside its region, below the top bar, against the window's height below the top bar.
   */
  async fill(): Promise<MapFill> {
    let last = '';
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const measured = await this.page.evaluate(() => {
        const canvas = document.querySelector('canvas.maplibregl-canvas')?.getBoundingClientRect();
        // The region clips the canvas (overflow hidden): MapLibre draws a 300 px canvas into a 0 px container.
        const region = document.querySelector('[data-testid="position-map"]')?.getBoundingClientRect();
        const barBottom = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
        const main = document.querySelector('main');
        const style = main ? getComputedStyle(main) : null;
        const contentWidth = main && style ? main.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) : 0;
        const top = Math.max(canvas?.top ?? 0, region?.top ?? 0, barBottom);
        const bottom = Math.min(canvas?.bottom ?? 0, region?.bottom ?? 0, window.innerHeight);
        const width = Math.min(canvas?.right ?? 0, region?.right ?? 0) - Math.max(canvas?.left ?? 0, region?.left ?? 0);
        return {
          shownHeight: Math.round(Math.max(0, bottom - top)),
          freeHeight: Math.round(window.innerHeight - barBottom),
          canvasWidth: Math.round(Math.max(0, width)),
          contentWidth: Math.round(contentWidth),
        };
      });
      const key = JSON.stringify(measured);
      if (key === last) return measured;
      last = key;
      // MapLibre follows its container a frame or more after a resize: read again once the page
      // has drawn and finished its animations (bounded at 30 readings; settled when two agree).
      await settle(this.page);
    }
    throw new Error(`the map's size did not settle: ${last}`);
  }

  async generation(): Promise<number> {
    return Number(await this.region.getAttribute('data-generation'));
  }
}

/**
 * An element's box, asked again when the element was replaced meanwhile: every live event of any
 * test file redraws the whole marker group (the specification's redraw), detaching the elements a test holds.
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
