import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { drawControlSheet, sheetFileName } from '@reclamos/documents/control-sheet';
import { sheetDigest } from '@reclamos/shared-types/inspections/sheet-digest';
import type { Inspection } from '@reclamos/shared-types/inspections/schemas';
import { HttpError } from '../platform/http/http-error.ts';
import { documentFontFiles } from '../platform/documents/pdf-font.ts';
import { assertValid } from './validation.ts';
import { defineRoute } from '../platform/http/define-route.ts';
import { INSPECTIONS_MSG } from '@reclamos/shared-types/inspections/messages';

/** The crest the built PWA prints (README, "Control sheet crest"); without a build, the sheet draws its placeholder frame. */
function readCrest(staticDir: string): Uint8Array | null {
  try {
    return new Uint8Array(fs.readFileSync(path.join(staticDir, 'escudo-atm.png')));
  } catch {
    return null;
  }
}

/**
 * The public check behind a control sheet's QR code: anyone may ask, and learns only the plate,
 * the date, the result, the inspector's name, the last change and the record's digest (the page
 * compares it with the one the sheet printed). An unknown uuid is a 404 with a Spanish message
 * and the code `not_registered` (the page then says a sheet printed offline may still be waiting
 * to sync). `/pdf` is the sheet itself, drawn by the phone's code and signed by the server, for
 * whoever holds the printed one.
 */
const verificarRoute: FastifyPluginAsyncTypebox = async (app) => {
  let crest: Uint8Array | null | undefined;
  const found = async (uuid: string): Promise<Inspection> => {
    const record = await app.inspections.findByUuid(uuid.toLowerCase());
    if (!record) throw new HttpError(404, INSPECTIONS_MSG.api.notRegistered, 'not_registered');
    return record;
  };

  defineRoute(
    app,
    'verificar',
    async (request) => {
      assertValid(request);
      const record = await found(request.params.uuid);
      return {
        placa: record.vehicle.placa,
        fecha: record.fecha,
        calificacion: record.calificacion,
        inspector: { nombre: record.inspector.nombre },
        updated_at: record.updated_at,
        huella: await sheetDigest(record),
      };
    },
    { attachValidation: true },
  );

  defineRoute(
    app,
    'verificarPdf',
    async (request, reply) => {
      assertValid(request);
      const record = await found(request.params.uuid);
      crest ??= readCrest(app.config.staticDir);
      const origin = `${request.protocol}://${request.host}`;
      const sheet = drawControlSheet(record, {
        origin,
        pending: false,
        crest,
        font: documentFontFiles(),
        timeZone: app.config.timeZone,
        digest: await sheetDigest(record),
        signatureNote: app.pdfSigner.note,
      });
      const signed = await app.pdfSigner.sign(
        new Uint8Array(sheet.output('arraybuffer')),
        INSPECTIONS_MSG.sheet.signatureReason(record.uuid),
      );
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="${sheetFileName(record, app.config.timeZone)}"`)
        .header('Cache-Control', 'no-store')
        .send(signed);
    },
    { attachValidation: true },
  );
};

export default verificarRoute;
