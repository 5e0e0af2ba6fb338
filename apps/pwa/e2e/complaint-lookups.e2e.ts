import { beforeAll, describe, expect, it } from 'vitest';
import { ComplaintPage } from './pages/complaint-page.ts';
import { toast } from './pages/toasts.ts';
import { adminLogin, postComplaint } from './support/api-client.ts';
import { connectBrowser } from './support/browser.ts';
import { countCalls, lookedUp, nextAnswer, nextRequest, uniqueCedula } from './support/complaints.ts';
import { PHONE } from './support/environment.ts';
import { inspectionBody, postInspection, uniquePlaca } from './support/inspections.ts';
import { makeJpeg } from './support/photos.ts';
import { settle, visible } from './support/wait.ts';
import type { SearchPersonaResponse } from '@reclamos/shared-types/complaints/schemas';
import { COMPLAINTS_MSG } from '@reclamos/shared-types/complaints/messages';

const { newPage } = connectBrowser();
let photo: { path: string; bytes: Buffer };
beforeAll(async () => {
  photo = await makeJpeg();
});

/** Each test waits for real answers and compresses a real photo in the page: give them time. */
const SLOW = { timeout: 120_000 };

describe('complaint form lookups (more than 4 characters)', SLOW, () => {
  it("looks up only above 4 digits; another person's name is never shown in full to an anonymous caller; an unknown cedula clears both", async () => {
    const cedula = uniqueCedula();
    const seeded = await postComplaint({ cedula, nombre: 'Juan Pérez Flores', telefono: '71234567', delito_id: '2' }, photo.bytes);
    expect(seeded.status).toBe(201);

    const page = await newPage({ viewport: PHONE });
    const form = new ComplaintPage(page);
    await form.goto();
    const cedulas = lookedUp(page, 'searchpersona', 'cedula');
    await form.field('cedula').fill(cedula.slice(0, 4));
    // An unknown plate typed next waits out the same 300 ms after its own keystroke: by its answer
    // the 4-digit cedula has waited its 300 ms too, and a lookup of it would have been asked for.
    const plateAnswered = nextAnswer(page, 'searchvehiculo');
    await form.field('placa').fill('ZZ98765');
    await plateAnswered;
    expect(cedulas).toEqual([]);
    expect(await form.field('nombre').inputValue()).toBe('');

    await form.field('telefono').fill('79999999');
    await form.field('nombre').fill('ALGUIEN');
    const personAnswered = nextAnswer(page, 'searchpersona');
    await form.field('cedula').fill(cedula);
    // The server knows this cedula and answers an anonymous caller a masked name and no telefono...
    const answer = (await (await personAnswered).json()) as SearchPersonaResponse;
    expect(answer.success).toBe(true);
    expect(answer.persona?.nombre).toContain('*');
    expect(answer.persona?.telefono).toBeUndefined();
    await settle(page);
    // ...so what was typed stays, the full name never shows.
    expect(await form.field('nombre').inputValue()).toBe('ALGUIEN');
    expect(await page.content()).not.toContain('JUAN PÉREZ FLORES');
    // An anonymous caller never gets another person's phone: the typed one stays.
    expect(await form.field('telefono').inputValue()).toBe('79999999');

    await form.field('cedula').fill(`${cedula}9`);
    await expect.poll(() => form.field('nombre').inputValue()).toBe('');
    expect(await form.field('telefono').inputValue()).toBe('');
    // Only the two long cedulas were ever asked about: never the 4-digit one, not even late.
    expect(cedulas).toEqual([cedula, `${cedula}9`]);
  });

  it("remembers this phone's own nombre and telefono for its cedula after a complaint from it", async () => {
    const page = await newPage({ viewport: PHONE });
    const form = new ComplaintPage(page);
    await form.goto();
    const cedula = uniqueCedula();
    await form.fill({
      cedula,
      nombre: 'Lucía Condori',
      telefono: '76543210',
      delito: 'Exceso de velocidad',
      descripcion: crypto.randomUUID(),
    });
    await form.attachPhoto(photo.path);
    await form.submit();
    await visible(toast(page, 'success', COMPLAINTS_MSG.server.registered));
    expect(await form.field('cedula').inputValue()).toBe('');

    await form.field('cedula').fill(cedula);
    await expect.poll(() => form.field('nombre').inputValue()).toBe('LUCÍA CONDORI');
    expect(await form.field('telefono').inputValue()).toBe('76543210');
  });

  it('shows a registered vehicle read-only: tipo, línea and número', async () => {
    // The registry grows through inspections: register one as staff, then look its plate up as a citizen.
    const admin = await adminLogin();
    const body = inspectionBody({
      vehicle: { placa: uniquePlaca(), tipo: 'MICRO', marca: 'NISSAN', modelo: 'CIVILIAN', linea: 'LINEA 102' },
    });
    await postInspection(admin.token, body);

    const page = await newPage({ viewport: PHONE });
    const form = new ComplaintPage(page);
    await form.goto();
    const lookups = countCalls(page, 'searchvehiculo');
    await form.field('placa').fill(body.vehicle.placa.toLowerCase());
    await visible(form.vehicleInfo);
    expect(lookups.count()).toBe(1);
    await expect.poll(() => form.vehicleInfo.innerText()).toContain('MICRO');
    const info = await form.vehicleInfo.innerText();
    expect(info).toContain('LINEA 102');
    // Read-only: shown as text, nothing in it can be typed into.
    expect(await form.vehicleInfo.locator('input, textarea, select').count()).toBe(0);
    // The owner's and driver's data never reach an anonymous caller.
    expect(info).not.toContain('PROPIETARIO DE PRUEBA');
  });

  it('looks a plate up only above 4 characters; an unknown plate shows no vehicle', async () => {
    const page = await newPage({ viewport: PHONE });
    const form = new ComplaintPage(page);
    await form.goto();
    const plates = lookedUp(page, 'searchvehiculo', 'placa');
    await form.field('placa').fill('zz12');
    // A cedula typed next waits out the same 300 ms after its own keystroke: by the time it is asked
    // about, the 4-character plate has waited its 300 ms too, and a lookup of it would have gone first.
    const personAsked = nextRequest(page, 'searchpersona');
    await form.field('cedula').fill(uniqueCedula());
    await personAsked;
    expect(plates).toEqual([]);

    const plateAnswered = nextAnswer(page, 'searchvehiculo');
    await form.field('placa').fill('zz12345');
    expect(await (await plateAnswered).json()).toEqual({ success: false });
    await settle(page);
    expect(plates).toEqual(['ZZ12345']);
    expect(await form.vehicleInfo.count()).toBe(0);
    expect(await form.field('placa').inputValue()).toBe('ZZ12345');
  });
});
