import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError } from '../platform/http/http-error.ts';
import { defineRoute } from '../platform/http/define-route.ts';
import { recordAudit } from '../platform/audit/audit-repository.ts';
import { SOS_MSG } from '@reclamos/shared-types/sos/messages';
import { MSG } from '@reclamos/shared-types/messages';

/** hh:mm in the server's zone, as the supervisor who reads the refusal counts the time. */
function clock(at: string, timeZone: string): string {
  return new Intl.DateTimeFormat('es-BO', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(at));
}

/**
 * "Atender": the first supervisor marks it attended (a conditional update, so of two at once only
 * one succeeds; the other is told who did, 409), with its audit row in the same transaction; then
 * the supervisors and the sender's phone are told, with the supervisor's name.
 */
const sosAtenderRoute: FastifyPluginAsyncTypebox = async (app) => {
  defineRoute(app, 'sosAtender', async (request) => {
    const user = request.user;
    if (!user) throw new HttpError(401, MSG.session.required);
    const { id } = request.params;
    const now = Date.now();
    const outcome = await app.db.transaction(async (trx) => {
      const before = await app.sos.find(id, trx);
      if (!before) throw new HttpError(404, SOS_MSG.api.notFound);
      if (!(await app.sos.attend(id, user, now, trx))) return { attended: false as const, alert: (await app.sos.find(id, trx)) ?? before };
      const after = await app.sos.find(id, trx);
      if (!after) throw new Error('attended alert vanished');
      await recordAudit(
        trx,
        user,
        { accion: 'atender', objeto: 'sos', objetoId: id, antes: before.atendida, despues: after.atendida },
        now,
      );
      return { attended: true as const, alert: after };
    });
    const { alert } = outcome;
    if (!outcome.attended) {
      const by = alert.atendida;
      throw new HttpError(
        409,
        SOS_MSG.api.alreadyAttended(by?.por.nombre ?? '', by ? clock(by.at, app.config.timeZone) : ''),
        'sos_ya_atendida',
      );
    }
    app.sosDesk.attended(alert);
    return alert;
  });
};

export default sosAtenderRoute;
