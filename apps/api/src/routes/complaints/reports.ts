import { Type } from '@sinclair/typebox';
import sharp from 'sharp';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MSG } from '@reclamos/shared-types/messages';
import { IdParams } from '@reclamos/shared-types/schemas/common';
import { ComplaintList, ReportFechaBody } from '@reclamos/shared-types/schemas/complaints';
import { complaintPdf, type PdfPhoto } from '../../lib/complaint-pdf.ts';
import { HttpError } from '../../lib/http-error.ts';
import { startOfZonedDay } from '../../lib/zoned-time.ts';
import { bearer, errorResponses, sendJsonText, SIGNED_IN } from '../responses.ts';

const MAX_RANGE_DAYS = 366;
const DAY_MS = 24 * 3600_000;
const reportsOnly = { capability: 'viewReports' } as const;
const tags = ['reportes'];

/** The staff side of complaints: the list by date range, each one as a PDF, and its photo. */
const reportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const zone = app.config.timeZone;

  app.post(
    '/reportFecha',
    {
      config: reportsOnly,
      schema: {
        tags,
        summary: 'Reclamos entre dos fechas (inclusive, días de Bolivia)',
        security: bearer,
        body: ReportFechaBody,
        response: { 200: ComplaintList, ...errorResponses(...SIGNED_IN) },
      },
    },
    async (request, reply) => {
      const { ini, fin } = request.body;
      if (ini > fin) throw new HttpError(400, MSG.complaints.rangeReversed);
      const from = startOfZonedDay(ini, zone);
      // The start of the day after `fin` in the zone: the range includes all of `fin`.
      const to = startOfZonedDay(nextDay(fin), zone);
      if (Number.isNaN(from) || Number.isNaN(to)) throw new HttpError(400, MSG.complaints.invalidDate);
      if (to - from > (MAX_RANGE_DAYS + 1) * DAY_MS) throw new HttpError(400, MSG.complaints.rangeTooLong);
      return sendJsonText(reply, await app.complaints.listBetweenJson(from, to));
    },
  );

  app.get(
    '/generatePdf/:id',
    {
      config: reportsOnly,
      schema: {
        tags,
        summary: 'El reclamo en PDF (A4)',
        security: bearer,
        params: IdParams,
        produces: ['application/pdf'],
        response: { 200: Type.Unknown({ description: 'application/pdf' }), ...errorResponses(...SIGNED_IN, 404) },
      },
    },
    async (request, reply) => {
      const complaint = await app.complaints.findById(request.params.id);
      if (!complaint) throw new HttpError(404, MSG.complaints.notFound);
      const blob = complaint.imagen ? await app.photos.viewable(blobIdOf(complaint.imagen)) : undefined;
      let photo: PdfPhoto | 'damaged' | null = null;
      if (blob?.damaged) photo = 'damaged';
      else if (blob) {
        const { width, height } = await sharp(blob.bytes).metadata();
        if (width && height) photo = { bytes: blob.bytes, width, height };
      }
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="report_${complaint.id}.pdf"`)
        .header('Cache-Control', 'private, no-store')
        .send(complaintPdf(complaint, photo, zone));
    },
  );

  app.get(
    '/images/:file',
    {
      config: reportsOnly,
      schema: {
        tags,
        summary: 'La foto de un reclamo',
        security: bearer,
        params: Type.Object({ file: Type.String({ pattern: '^[0-9a-f]{32}\\.(jpg|png|webp)$', maxLength: 40 }) }),
        produces: ['image/jpeg'],
        response: { 200: Type.Unknown({ description: 'image/jpeg' }), ...errorResponses(...SIGNED_IN, 404) },
      },
    },
    async (request, reply) => {
      const blob = await app.photos.viewable(blobIdOf(request.params.file));
      if (!blob) throw new HttpError(404, MSG.complaints.imageNotFound);
      return reply
        .type(blob.contentType)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', 'inline')
        .header('Cache-Control', blob.damaged ? 'private, no-cache' : 'private, max-age=86400')
        .header('X-Photo-Damaged', blob.damaged ? '1' : undefined)
        .send(blob.bytes);
    },
  );
};

function blobIdOf(file: string): string {
  return file.slice(0, 32);
}

function nextDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

export default reportRoutes;
