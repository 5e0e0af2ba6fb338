import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { normalizeCodigo } from '@reclamos/shared-types/cases/values';
import { HttpError } from '../platform/http/http-error.ts';
import { defineRoute } from '../platform/http/define-route.ts';
import { CASES_STAFF_MSG } from '@reclamos/shared-types/cases/messages-staff';
import { COMPLAINTS_MSG } from '@reclamos/shared-types/complaints/messages';

/** GeoReport v2: without dates, requests.json covers the last 90 days. */
const DEFAULT_SPAN_MS = 90 * 24 * 3600_000;

/**
 * Open311 GeoReport v2, read-only and public: the infractions as services and the complaints as
 * service requests by receipt code, without personal data (complaint-public-repository.ts).
 */
const open311Routes: FastifyPluginAsyncTypebox = async (app) => {
  defineRoute(app, 'open311Services', async () => app.publicCases.open311Services());

  defineRoute(app, 'open311Requests', async (request) => {
    const { start_date, end_date, status, service_code } = request.query;
    const end = end_date === undefined ? Date.now() : Date.parse(end_date);
    const start = start_date === undefined ? end - DEFAULT_SPAN_MS : Date.parse(start_date);
    if (Number.isNaN(start) || Number.isNaN(end)) throw new HttpError(400, COMPLAINTS_MSG.server.invalidDate);
    if (start > end) throw new HttpError(400, CASES_STAFF_MSG.server.open311RangeReversed);
    const delitoId = service_code === undefined ? undefined : Number(service_code);
    return app.publicCases.open311Requests({ from: start, to: end + 1, status, delitoId });
  });

  defineRoute(app, 'open311Request', async (request) => {
    const codigo = normalizeCodigo(request.params.codigo);
    const found = codigo ? await app.publicCases.open311Request(codigo) : undefined;
    if (!found) throw new HttpError(404, CASES_STAFF_MSG.server.codeNotFound);
    return [found];
  });
};

export default open311Routes;
