import { beforeAll, describe, expect, it } from 'vitest';
import { ComplaintPage } from './pages/complaint-page.ts';
import { toast } from './pages/toasts.ts';
import { connectBrowser } from './support/browser.ts';
import { countCalls, onServer, uniqueCedula } from './support/complaints.ts';
import { PHONE, SCREENSHOT_DIR } from './support/environment.ts';
import { makeJpeg } from './support/photos.ts';
import { visible } from './support/wait.ts';
import { COMPLAINTS_MSG } from '@reclamos/shared-types/complaints/messages';

const { newPage } = connectBrowser();
let photo: { path: string; bytes: Buffer };
beforeAll(async () => {
  photo = await makeJpeg();
});

/** Compresses a real photo in the page: give it time on a busy machine. */
const SLOW = { timeout: 120_000 };

describe('first visit to /reclamo without coverage', SLOW, () => {
  it('coverage lost one second after the first paint of a fresh profile: the photo is compressed, the complaint queued and sent exactly once', async () => {
    // A fresh profile whose service worker never controls the page: only what the page itself
    // fetched while online is there (the worst case of a first visit).
    const page = await newPage({ viewport: PHONE });
    const form = new ComplaintPage(page);
    await form.goto();
    // The moment is on the page's own clock: its first contentful paint, then one second after it.
    const paint = await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime);
    const firstPaint = (await paint.jsonValue()) as number;
    await page.waitForFunction((at) => performance.now() >= at, firstPaint + 1000);
    await page.context().setOffline(true);

    const descripcion = `Primera visita sin cobertura (${crypto.randomUUID()})`;
    await form.fill({ cedula: uniqueCedula(), nombre: 'Juana Flores', placa: '4567DEF', delito: 'Desvío de ruta', descripcion });
    // The notices' chunk came while online too: a refusal without the photo still shows.
    await form.submit();
    await visible(toast(page, 'error', COMPLAINTS_MSG.server.photoRequired));
    await form.attachPhoto(photo.path);
    await form.submit();
    await visible(form.receipt.getByText(COMPLAINTS_MSG.form.keptOffline));
    await visible(form.rows('pending'));
    expect(await onServer(descripcion)).toHaveLength(0);

    const uploads = countCalls(page, 'formulario');
    await page.context().setOffline(false);
    await visible(toast(page, 'success', COMPLAINTS_MSG.server.registered));
    await visible(form.rows('synced'));
    const stored = await onServer(descripcion);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.imagen).toBeTruthy();
    expect(uploads.count()).toBe(1);
  });

  it("coverage lost before the form's code arrived: the page stays, says why and keeps what was typed; with coverage back the same send goes once", async () => {
    const page = await newPage({ viewport: PHONE });
    // The phone's database and the toaster's code never arrive while coverage is gone: their
    // requests fail as a phone's would, not only the ones sent after going offline.
    let covered = false;
    await page.route(/\/assets\/(outbox|toaster)-[^/]*\.js$/, (route) =>
      covered ? route.continue() : route.abort('internetdisconnected'),
    );
    const form = new ComplaintPage(page);
    await form.goto();
    await form.waitForCatalogue();
    await page.context().setOffline(true);

    const descripcion = `Sin el código del formulario (${crypto.randomUUID()})`;
    await form.fill({ cedula: uniqueCedula(), nombre: 'Rosa Mamani', placa: '7890GHI', delito: 'Desvío de ruta', descripcion });
    await form.attachPhoto(photo.path);
    await form.submit();
    // Said plainly (the toaster's code is missing too), and not as a full phone.
    const notice = await visible(toast(page, 'error', COMPLAINTS_MSG.form.notLoaded));
    expect(await notice.getAttribute('role')).toBe('alert');
    expect(await form.field('descripcion').inputValue()).toBe(descripcion);
    await visible(form.photoReady);
    expect(await form.receipt.count()).toBe(0);
    await page.screenshot({ path: `${SCREENSHOT_DIR}reclamo-not-loaded-phone.png` });

    covered = true;
    await page.context().setOffline(false);
    const uploads = countCalls(page, 'formulario');
    await form.submit();
    await visible(toast(page, 'success', COMPLAINTS_MSG.server.registered));
    await visible(form.receipt);
    const stored = await onServer(descripcion);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.imagen).toBeTruthy();
    expect(uploads.count()).toBe(1);
  });

  it("the outbox's code failed on a weak signal while the phone still counted as online: the first send fetches it, starts the engine and goes once, listed in the panel", async () => {
    const page = await newPage({ viewport: PHONE });
    // No 'online' event will ever come: the phone never went offline, its first fetch merely failed.
    let covered = false;
    await page.route(/\/assets\/outbox-[^/]*\.js$/, (route) => (covered ? route.continue() : route.abort('connectionreset')));
    const engineFailed = page.waitForEvent('console', (message) => message.text().includes('outbox engine not loaded'));
    const form = new ComplaintPage(page);
    await form.goto();
    await form.waitForCatalogue();
    await engineFailed;

    covered = true;
    const descripcion = `Con señal débil (${crypto.randomUUID()})`;
    await form.fill({ cedula: uniqueCedula(), nombre: 'Rosa Mamani', placa: '7890GHI', delito: 'Desvío de ruta', descripcion });
    await form.attachPhoto(photo.path);
    const uploads = countCalls(page, 'formulario');
    await form.submit();
    await visible(toast(page, 'success', COMPLAINTS_MSG.server.registered));
    await visible(form.receipt);
    // The panel's reads had failed with the first fetch too: they answer once the send's arrived.
    await visible(form.rows('synced'));
    const stored = await onServer(descripcion);
    expect(stored).toHaveLength(1);
    expect(uploads.count()).toBe(1);
  });
});
