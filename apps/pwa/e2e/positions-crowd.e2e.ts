import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PositionMapPage, stableBox } from './pages/position-map-page.ts';
import { adminLogin, apiLogin, createTestUser, type TestUser } from './support/api-client.ts';
import { connectBrowser } from './support/browser.ts';
import { SCREENSHOT_DIR } from './support/environment.ts';
import { PositionReporter } from './support/position-reporter.ts';
import { POSITIONS_MSG } from '@reclamos/shared-types/positions/messages';

const { newPage } = connectBrowser();
/** The map draws WebGL in software here (SwiftShader): its first frame takes seconds on a loaded runner. */
const MAP_TIMEOUT = { timeout: 60_000 };

/** Eight people within a few metres of each other, a few streets from the map's centre. */
const SPOT = { lat: -17.9655, lng: -67.1165 };
const people: { account: TestUser; reporter: PositionReporter }[] = [];

beforeAll(async () => {
  for (let index = 0; index < 8; index += 1) {
    const account = await createTestUser('INSPECTOR', 'crowd');
    const reporter = await PositionReporter.connect((await apiLogin(account.user.name, account.password)).token);
    await reporter.report(SPOT.lat + (index % 3) * 0.00003, SPOT.lng + index * 0.00002);
    people.push({ account, reporter });
  }
});

afterAll(async () => {
  for (const person of people) {
    await person.reporter.stopSharing().catch(() => undefined);
    person.reporter.close();
  }
});

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('live map with people standing close', MAP_TIMEOUT, () => {
  it('keeps every permanent label readable (none covers another) and centres the map on a person chosen in the list', async () => {
    const page = await newPage({ session: await adminLogin() });
    const map = new PositionMapPage(page);
    await map.goto();
    const ids = people.map((person) => person.account.user.id);
    await expect.poll(async () => (await Promise.all(ids.map((id) => map.marker(id).count()))).every((count) => count === 1)).toBe(true);
    const labelBoxes = () => Promise.all(ids.map((id) => stableBox(map.marker(id).locator('.position-marker__label'))));
    await expect
      .poll(async () => {
        const boxes = await labelBoxes();
        return boxes.some((a, i) => boxes.slice(i + 1).some((b) => overlap(a, b)));
      })
      .toBe(false);
    await mkdir(SCREENSHOT_DIR, { recursive: true });
    await page.screenshot({ path: `${SCREENSHOT_DIR}positions-crowd.png` });

    const chosen = people[5]!.account.user;
    const button = page.getByRole('button', { name: POSITIONS_MSG.people.centreOn(chosen.nombre) });
    // The list cuts long names to its width; the whole name is the button's tooltip.
    expect(await button.getAttribute('title')).toBe(chosen.nombre);
    await button.click();
    const canvas = await stableBox(map.canvas);
    await expect
      .poll(async () => {
        const tip = await map.tip(chosen.id);
        return Math.hypot(tip.x - (canvas.x + canvas.width / 2), tip.y - (canvas.y + canvas.height / 2));
      })
      .toBeLessThan(30);
  });
});
