import sharp from 'sharp';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { complaintPdf, type PdfPhoto } from '@reclamos/documents/complaint-pdf';
import { documentFontFiles } from '../platform/documents/pdf-font.ts';
import { HttpError } from '../platform/http/http-error.ts';
import { addDays, startOfZonedDay } from '@reclamos/shared-types/zoned-time';
import { sendJsonText } from '../platform/http/responses.ts';
import { answerEncoding } from '../platform/http/answer-encoding.ts';
import { defineRoute } from '../platform/http/define-route.ts';
import { COMPLAINTS_MSG } from '@reclamos/shared-types/complaints/messages';
import { CASES_STAFF_MSG } from '@reclamos/shared-types/cases/messages-staff';
import { MSG } from '@reclamos/shared-types/messages';
import type { ReportFechaFilters } from '@reclamos/shared-types/cases/schemas';
import type { ReportRange } from '../complaints/complaints-repository.ts';

const MAX_RANGE_DAYS = 366;
const DAY_MS = 24 * 3600_000;

/** The staff side of complaints: the list by date range, each one as a PDF, and its photo. */
const reportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const zone = app.config.timeZone;

  /** Which complaints the body's dates (or their absence) select. */
  const rangeOf = (body: ReportFechaFilters): ReportRange => {
    const { ini, fin, segun, abiertos } = body;
    if (abiertos) {
      if (ini !== undefined || fin !== undefined || segun !== undefined) throw new HttpError(400, COMPLAINTS_MSG.server.openWithoutRange);
      return { kind: 'abiertos' };
    }
    // The spec's answer to a missing field, as when ini and fin were required by the schema.
    if (ini === undefined || fin === undefined) throw new HttpError(400, MSG.validation.required);
    if (ini > fin) throw new HttpError(400, COMPLAINTS_MSG.server.rangeReversed);
    const from = startOfZonedDay(ini, zone);
    // The start of the day after `fin` in the zone: the range includes all of `fin`.
    const to = startOfZonedDay(addDays(fin, 1), zone);
    if (Number.isNaN(from) || Number.isNaN(to)) throw new HttpError(400, COMPLAINTS_MSG.server.invalidDate);
    if (to - from > (MAX_RANGE_DAYS + 1) * DAY_MS) throw new HttpError(400, COMPLAINTS_MSG.server.rangeTooLong);
    return { kind: segun === 'cierre' ? 'cierre' : 'llegada', from, to };
  };

  defineRoute(app, 'reportFecha', async (request, reply) => {
    const { estado, asignado, vencido } = request.body;
    const filters = { estado, asignado, vencido };
    return sendJsonText(reply, await app.complaints.listJson(rangeOf(request.body), filters, Date.now(), answerEncoding(request)));
  });

  defineRoute(app, 'generatePdf', async (request, reply) => {
    const [complaint, caseFields] = await Promise.all([app.complaints.findById(request.params.id), app.cases.caseOf(request.params.id)]);
    if (!complaint || !caseFields) throw new HttpError(404, COMPLAINTS_MSG.server.notFound);
    const blob = complaint.imagen ? await app.photoStore.viewable(blobIdOf(complaint.imagen)) : undefined;
    let photo: PdfPhoto | 'damaged' | null = null;
    if (blob?.damaged) photo = 'damaged';
    else if (blob) {
      const { width, height } = await sharp(blob.bytes).metadata();
      if (width && height) photo = { bytes: blob.bytes, width, height, sha256: caseFields.foto_sha256 };
    }
    const pdf = complaintPdf({ ...complaint, ...caseFields }, photo, {
      timeZone: zone,
      font: documentFontFiles(),
      signatureNote: app.pdfSigner.note,
    });
    return reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="report_${complaint.id}.pdf"`)
      .header('Cache-Control', 'private, no-store')
      .send(await app.pdfSigner.sign(pdf, CASES_STAFF_MSG.pdf.signatureReason(complaint.id)));
  });

  defineRoute(app, 'complaintPhoto', async (request, reply) => {
    const blob = await app.photoStore.viewable(blobIdOf(request.params.file));
    if (!blob) throw new HttpError(404, COMPLAINTS_MSG.server.imageNotFound);
    return (
      reply
        .type(blob.contentType)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', 'inline')
        // Never a day in the browser cache: the copy is made again when staff change its black boxes.
        .header('Cache-Control', 'private, no-cache')
        .header('X-Photo-Damaged', blob.damaged ? '1' : undefined)
        .send(blob.bytes)
    );
  });
};

function blobIdOf(file: string): string {
  return file.slice(0, 32);
}

export default reportRoutes;
