import { describe, expect, it } from 'vitest';
import { SOS_MSG } from '@reclamos/shared-types/sos/messages';
import type { SosAlert } from '@reclamos/shared-types/sos/schemas';
import { PositionMapPage } from './pages/position-map-page.ts';
import { SosBannerPage, SosBarPage } from './pages/sos-page.ts';
import { PositionReporter } from './support/position-reporter.ts';
import { adminLogin, apiCall, apiLogin, createTestUser } from './support/api-client.ts';
import { connectBrowser } from './support/browser.ts';
import { ScreenPass } from './support/screen-pass.ts';
import { DESKTOP, PHONE, SCREENSHOT_DIR, SIZES } from './support/environment.ts';

const { baseURL, newPage } = connectBrowser();
const TEXT = SOS_MSG.phone;
/** Plaza 10 de Febrero, Oruro. */
const PLAZA = { latitude: -17.9701, longitude: -67.1126, accuracy: 15 };
/** SOS_HOLD_SECONDS (2 by default) and a little more. */
const HOLD = 2.4;

async function openAlertsOf(userId: number): Promise<SosAlert[]> {
  const admin = await adminLogin();
  const { body } = await apiCall('sos', { token: admin.token });
  return (body as SosAlert[]).filter((alert) => alert.usuario.id === userId);
}

describe('SOS', { timeout: 150_000 }, () => {
  it('an inspector offline holds SOS; with coverage back the supervisor hears it within a second, attends it, and the phone says who', async () => {
    const inspector = await createTestUser('INSPECTOR', 'sosins');
    const supervisorAccount = await createTestUser('USUARIO', 'sossup');
    const phone = await newPage({
      session: await apiLogin(inspector.user.name, inspector.password),
      viewport: PHONE,
      geolocation: PLAZA,
    });
    const desk = await newPage({ session: await apiLogin(supervisorAccount.user.name, supervisorAccount.password), viewport: DESKTOP });
    await desk.goto('/navegador');
    await expect.poll(() => desk.getByTestId('sos-open-list').isVisible()).toBe(true);
    await phone.goto('/navegador');
    const bar = new SosBarPage(phone);
    await bar.button.waitFor();

    await phone.context().setOffline(true);
    await bar.hold(HOLD);
    await expect.poll(() => bar.state.textContent()).toBe(TEXT.queued);
    const sms = await bar.sms.getAttribute('href');
    expect(sms).toMatch(/^sms:\+59170000911\?body=/);
    expect(decodeURIComponent(sms ?? '')).toContain('-17.970100,-67.112600');
    await phone.screenshot({ path: `${SCREENSHOT_DIR}sos-phone-queued.png` });
    // Nothing reaches anyone while the phone has no coverage: the server has no alert to send.
    expect(await openAlertsOf(inspector.user.id)).toHaveLength(0);
    const banner = new SosBannerPage(desk);
    expect(await banner.alertOf(inspector.user.nombre).count()).toBe(0);

    await phone.context().setOffline(false);
    const [sentAt, shownAt] = await Promise.all([
      bar.state
        .filter({ hasText: TEXT.sent })
        .waitFor({ timeout: 20_000 })
        .then(() => Date.now()),
      banner
        .alertOf(inspector.user.nombre)
        .waitFor({ timeout: 20_000 })
        .then(() => Date.now()),
    ]);
    // The banner is pushed when the server stores the alert, before the phone reads its answer.
    expect(shownAt - sentAt).toBeLessThanOrEqual(1000);
    const alert = banner.alertOf(inspector.user.nombre);
    await expect.poll(() => alert.textContent()).toContain('-17.97010, -67.11260 (±15 m)');

    await banner.attend(inspector.user.nombre);
    await expect.poll(() => banner.alertOf(inspector.user.nombre).count()).toBe(0);
    await expect
      .poll(() => bar.state.textContent(), { timeout: 10_000 })
      .toMatch(new RegExp(`^SOS recibida por ${supervisorAccount.user.nombre} a las \\d\\d:\\d\\d$`));
    await phone.screenshot({ path: `${SCREENSHOT_DIR}sos-phone-received.png` });

    // The same alert sent again (a lost answer, a second tab) makes no second one.
    const [stored] = await openAlertsOf(inspector.user.id);
    expect(stored?.atendida?.por.nombre).toBe(supervisorAccount.user.nombre);
    const session = await apiLogin(inspector.user.name, inspector.password);
    const { id: _id, uuid, usuario: _u, fecha: _f, atendida: _a, ...sent } = stored!;
    const replay = await fetch(`${baseURL}/api/sos`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${session.token}`, 'Content-Type': 'application/json', 'Idempotency-Key': uuid },
      body: JSON.stringify(sent),
    });
    expect(replay.status).toBe(201);
    expect(((await replay.json()) as { id: number }).id).toBe(stored!.id);
    expect(await openAlertsOf(inspector.user.id)).toHaveLength(1);
    await desk.waitForTimeout(1000);
    expect(await banner.alertOf(inspector.user.nombre).count()).toBe(0);
  });

  it('a supervisor who signs in later sees the open alert; the SOS row and the banner at four sizes', async () => {
    const driver = await createTestUser('CHOFER', 'soscho');
    const session = await apiLogin(driver.user.name, driver.password);
    const created = await fetch(`${baseURL}/api/sos`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${session.token}`, 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
      body: JSON.stringify({
        lat: -17.9652,
        lng: -67.1071,
        accuracy: 8,
        posicion_at: null,
        pulsada_at: new Date().toISOString(),
        silenciosa: true,
      }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const admin = await adminLogin();
    try {
      // Axe, sideways scrolling and a screenshot at each size (ScreenPass), on one page per role.
      const desk = await newPage({ session: admin, viewport: DESKTOP });
      await desk.goto('/navegador');
      const banner = new SosBannerPage(desk);
      await banner.alertOf(driver.user.nombre).waitFor();
      await expect.poll(() => banner.alertOf(driver.user.nombre).textContent()).toContain(SOS_MSG.desk.silent);
      // Principal lists it too, until attended.
      await expect.poll(() => desk.getByTestId('sos-open-list').getByTestId('sos-alert').count()).toBeGreaterThan(0);
      const pass = new ScreenPass(desk);
      await pass.look('sos-banner');

      const phone = await newPage({ session, viewport: PHONE });
      await phone.goto('/navegador');
      const bar = new SosBarPage(phone);
      await bar.button.waitFor();
      for (const viewport of Object.values(SIZES)) {
        await phone.setViewportSize(viewport);
        const box = await bar.button.boundingBox();
        expect(box && box.height >= 40 && box.y + box.height <= viewport.height).toBe(true);
      }
      const phonePass = new ScreenPass(phone);
      await phonePass.look('sos-bar');
      await phone.goto('/navegador/sos');
      await phone.getByRole('heading', { name: TEXT.pageTitle }).waitFor();
      await phonePass.look('sos-page');
      expect([...pass.findings, ...phonePass.findings]).toEqual([]);

      // On the live map the person blinks red while the alert is open.
      const reporter = await PositionReporter.connect(session.token);
      try {
        await reporter.report(-17.9652, -67.1071);
        const mapPage = await newPage({ session: admin, viewport: DESKTOP });
        const map = new PositionMapPage(mapPage);
        await map.goto();
        await map.marker(driver.user.id).waitFor({ timeout: 60_000 });
        const look = () =>
          map
            .marker(driver.user.id)
            .locator('img')
            .evaluate((img) => ({ animation: getComputedStyle(img).animationName, filter: getComputedStyle(img).filter }));
        await expect.poll(look).toMatchObject({ animation: 'sos-blink', filter: expect.stringContaining('drop-shadow') });
        await mapPage.screenshot({ path: `${SCREENSHOT_DIR}sos-map-desktop.png` });
        await apiCall(`sos/${id}/atendida`, { method: 'POST', token: admin.token });
        await expect.poll(look).toMatchObject({ animation: 'none' });
      } finally {
        await reporter.stopSharing().catch(() => undefined);
        reporter.close();
      }
    } finally {
      await apiCall(`sos/${id}/atendida`, { method: 'POST', token: admin.token });
    }
  });

  it('offers SOS among the installed app’s shortcuts', async () => {
    const manifest = (await (await fetch(`${baseURL}/manifest.webmanifest`)).json()) as { shortcuts?: { name: string; url: string }[] };
    expect(manifest.shortcuts).toContainEqual(expect.objectContaining({ name: 'SOS', url: '/navegador/sos' }));
  });
});
