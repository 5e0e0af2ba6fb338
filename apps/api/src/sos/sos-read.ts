import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { can } from '@reclamos/shared-types/permissions';
import { HttpError } from '../platform/http/http-error.ts';
import { defineRoute } from '../platform/http/define-route.ts';
import { SOS_MSG } from '@reclamos/shared-types/sos/messages';
import { MSG } from '@reclamos/shared-types/messages';

/** The latest alerts a supervisor's list shows when not asking for the open ones only. */
const RECENT = 100;

/** The supervisors' list, and one alert: a field user's phone asks whether its own was attended. */
const sosReadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  defineRoute(app, 'sosList', async (request) => (request.query.abiertas === 1 ? app.sos.listOpen() : app.sos.listRecent(RECENT)));

  defineRoute(app, 'sosGet', async (request) => {
    const user = request.user;
    if (!user) throw new HttpError(401, MSG.session.required);
    const alert = await app.sos.find(request.params.id);
    // Another person's alert is not there for a field user (no hint that it exists).
    if (!alert || (!can(user, 'attendSos') && alert.usuario.id !== user.id)) throw new HttpError(404, SOS_MSG.api.notFound);
    return alert;
  });
};

export default sosReadRoutes;
