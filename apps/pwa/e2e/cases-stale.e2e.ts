import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { FormularioResponse } from '@reclamos/shared-types/complaints/schemas';
import { ReportsPage } from './pages/reports-page.ts';
import { adminLogin, dayOfFecha, postComplaint } from './support/api-client.ts';
import { connectBrowser } from './support/browser.ts';
import { makeJpeg } from './support/photos.ts';
import { DESKTOP, PHONE } from './support/environment.ts';
import { uniqueTag } from './support/inspections.ts';
import { visible } from './support/wait.ts';
import { CASES_STAFF_MSG } from '@reclamos/shared-types/cases/messages-staff';

const { newPage } = connectBrowser();
const DAY = 24 * 3600_000;
const T = CASES_STAFF_MSG.report;

/** An open case nobody changed for the retention period (730 days) is marked stale; retention waits for it to be closed. */
describe('a stale case', { timeout: 90_000 }, () => {
  let stale: FormularioResponse;
  let fresh: FormularioResponse;
  let day: string;
  const db = new Database(inject('databaseFile'));

  beforeAll(async () => {
    const photo = await makeJpeg(320, 240);
    const tag = uniqueTag();
    stale = (await postComplaint({ placa: '7301STL', delito_id: '1', descripcion: `ESTANCADO ${tag}` }, photo.bytes))
      .body as FormularioResponse;
    fresh = (await postComplaint({ placa: '7302STL', delito_id: '1', descripcion: `RECIENTE ${tag}` }, photo.bytes))
      .body as FormularioResponse;
    // A phone may not date a complaint two years back: the test moves both rows to 740 days ago, and
    // gives the second a change of state 100 days ago (a case someone is still working).
    const at = Date.now() - 740 * DAY;
    db.pragma('busy_timeout = 5000');
    db.prepare('update reclamos set fecha = ?, received_at = ? where id in (?, ?)').run(at, at, stale.id, fresh.id);
    db.prepare("update reclamos set estado = 'EN REVISION', estado_at = ? where id = ?").run(Date.now() - 100 * DAY, fresh.id);
    day = dayOfFecha(new Date(at).toISOString());
  });
  afterAll(() => db.close());

  for (const [size, viewport] of [
    ['desk', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`shows its badge on the report row and in its panel (${size})`, async () => {
      const page = await newPage({ viewport, session: await adminLogin() });
      const reports = new ReportsPage(page);
      await reports.goto(`ini=${day}&fin=${day}`);
      const row = await visible(reports.row(stale.id));
      const badge = row.getByTestId('stale');
      await visible(badge);
      expect(await badge.innerText()).toBe(T.stale);
      expect(await badge.getAttribute('title')).toBe(T.staleHint);
      expect(await reports.row(fresh.id).getByTestId('stale').count()).toBe(0);
      const panel = await reports.openCase(stale.id);
      await visible(panel.getByTestId('case-stale'));
    });
  }
});
