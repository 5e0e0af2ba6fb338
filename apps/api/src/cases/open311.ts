import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Open311Discovery } from '@reclamos/shared-types/cases/open311-schemas';
import { API_BASE } from '@reclamos/shared-types/endpoint-routes';
import { HttpError } from '../platform/http/http-error.ts';
import { defineRoute } from '../platform/http/define-route.ts';
import { CASES_STAFF_MSG } from '@reclamos/shared-types/cases/messages-staff';
import { COMPLAINTS_MSG } from '@reclamos/shared-types/complaints/messages';
import { open311Xml, type Open311Document } from './open311-xml.ts';

const M = CASES_STAFF_MSG.server;

/** GeoReport v2: without dates, requests covers the last 90 days, and no range may be wider. */
const MAX_SPAN_MS = 90 * 24 * 3600_000;

/** When this API's GeoReport v2 last changed in a way its clients see (discovery's changeset). */
const CHANGESET = '2026-11-26T00:00:00Z';

const numbers = (list: string | undefined) => list?.split(',').map(Number);

/** The document each answered request is, so the XML hook names its elements. */
const documents = new WeakMap<FastifyRequest, Open311Document>();

/**
 * Open311 GeoReport v2, read-only and public: the active infractions as services and the complaints
 * as service requests by their public id, without personal data (open311-public.ts), in JSON or in
 * XML (`.xml`, the standard's required format: the same answer, rewritten as it leaves). Refusals
 * are the standard's `[{code, description}]` (the route entries' `errors: 'open311'`).
 */
const open311Routes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if ((request.params as { format?: string }).format !== 'xml' || typeof payload !== 'string') return payload;
    void reply.type('text/xml; charset=utf-8');
    return open311Xml(reply.statusCode >= 400 ? 'errors' : (documents.get(request) ?? 'errors'), JSON.parse(payload));
  });

  defineRoute(app, 'open311Discovery', async (request): Promise<Open311Discovery> => {
    documents.set(request, 'discovery');
    return {
      changeset: CHANGESET,
      contact: M.open311Contact,
      key_service: M.open311KeyService,
      endpoints: [
        {
          specification: 'http://wiki.open311.org/GeoReport_v2',
          url: `${request.protocol}://${request.host}${API_BASE}/open311/v2`,
          changeset: CHANGESET,
          type: 'production',
          formats: ['application/json', 'text/xml'],
        },
      ],
    };
  });

  defineRoute(app, 'open311Services', async (request) => {
    documents.set(request, 'services');
    return app.publicCases.open311Services();
  });

  defineRoute(app, 'open311Requests', async (request) => {
    documents.set(request, 'requests');
    const { service_request_id, start_date, end_date, status, service_code } = request.query;
    // GeoReport: a list of ids overrides every other parameter.
    if (service_request_id !== undefined) return app.publicCases.open311RequestsById(numbers(service_request_id)!);
    const end = end_date === undefined ? Date.now() : Date.parse(end_date);
    const start = start_date === undefined ? end - MAX_SPAN_MS : Date.parse(start_date);
    if (Number.isNaN(start) || Number.isNaN(end)) throw new HttpError(400, COMPLAINTS_MSG.server.invalidDate);
    if (start > end) throw new HttpError(400, M.open311RangeReversed);
    if (end - start > MAX_SPAN_MS) throw new HttpError(400, M.open311RangeTooWide);
    const statuses = new Set(status?.split(','));
    return app.publicCases.open311Requests({
      from: start,
      to: end + 1,
      status: statuses.size === 1 ? ([...statuses][0] as 'open' | 'closed') : undefined,
      delitoIds: numbers(service_code),
    });
  });

  defineRoute(app, 'open311Request', async (request) => {
    documents.set(request, 'requests');
    const found = await app.publicCases.open311RequestsById([Number(request.params.id)]);
    if (found.length === 0) throw new HttpError(404, M.open311NotFound);
    return found;
  });
};

export default open311Routes;
