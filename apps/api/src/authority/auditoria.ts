import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AUTHORITY_PAGE_SIZE } from '@reclamos/shared-types/authority/values';
import { HttpError } from '../platform/http/http-error.ts';
import { addDays, startOfZonedDay } from '@reclamos/shared-types/zoned-time';
import { defineRoute } from '../platform/http/define-route.ts';
import { AUTHORITY_MSG } from '@reclamos/shared-types/authority/messages';
import { COMPLAINTS_MSG } from '@reclamos/shared-types/complaints/messages';

/** `GET auditoria` (principal administrator only): the trail newest first, filtered and paged. */
const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  defineRoute(app, 'auditoria', async (request) => {
    const { desde, hasta, usuario, accion, objeto, pagina = 1, porPagina = AUTHORITY_PAGE_SIZE } = request.query;
    if (desde && hasta && desde > hasta) throw new HttpError(400, AUTHORITY_MSG.api.auditRangeReversed);
    const zone = app.config.timeZone;
    const from = desde ? startOfZonedDay(desde, zone) : undefined;
    const to = hasta ? startOfZonedDay(addDays(hasta, 1), zone) : undefined;
    if ((from !== undefined && Number.isNaN(from)) || (to !== undefined && Number.isNaN(to)))
      throw new HttpError(400, COMPLAINTS_MSG.server.invalidDate);
    return app.audit.list({
      ...(from !== undefined ? { from } : {}),
      ...(to !== undefined ? { to } : {}),
      ...(usuario !== undefined ? { usuario } : {}),
      ...(accion ? { accion: accion.trim() } : {}),
      ...(objeto ? { objeto: objeto.trim() } : {}),
      pagina,
      porPagina,
    });
  });
};

export default auditRoutes;
