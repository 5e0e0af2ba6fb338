import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { can } from '@reclamos/shared-types/permissions';
import { POSITION_LIST_MAX_AGE_MS } from '@reclamos/shared-types/positions/schemas';
import type { Resumen } from '@reclamos/shared-types/dashboard/schemas';
import { addDays, startOfZonedDay, zonedDay } from '@reclamos/shared-types/zoned-time';
import { defineRoute } from '../platform/http/define-route.ts';
import { overdueCutoff } from '@reclamos/shared-types/cases/rules';

/**
 * The Principal page's numbers, each part only for a role that may open the list behind it, over
 * Bolivia days, so each number is the length of that list: received today and this week (by
 * arrival), closed this week (by closing), and every open and overdue case whatever its age.
 */
const resumenRoute: FastifyPluginAsyncTypebox = async (app) => {
  const zone = app.config.timeZone;

  defineRoute(app, 'resumen', async (request) => {
    const now = Date.now();
    const hoy = zonedDay(now, zone);
    const semanaDesde = addDays(hoy, -((new Date(`${hoy}T12:00:00Z`).getUTCDay() + 6) % 7));
    const startOf = (day: string) => startOfZonedDay(day, zone);
    const tomorrow = startOf(addDays(hoy, 1));
    const answer: Resumen = { fechas: { hoy, semanaDesde } };
    if (can(request.user, 'viewReports')) {
      answer.reclamos = {
        hoy: await app.dashboard.complaintsByState(startOf(hoy), tomorrow),
        semana: await app.dashboard.complaintsByState(startOf(semanaDesde), tomorrow),
        cerradosSemana: await app.dashboard.closedByState(startOf(semanaDesde), tomorrow),
        ...(await app.dashboard.openComplaints(overdueCutoff(now, app.config.workflow.dueDays))),
      };
    }
    if (can(request.user, 'useInspections')) answer.inspecciones = { hoy: await app.dashboard.inspectionsBetween(startOf(hoy), tomorrow) };
    if (can(request.user, 'viewPositions'))
      answer.posiciones = { enMapa: (await app.positions.listSharingSince(now - POSITION_LIST_MAX_AGE_MS)).length };
    return answer;
  });
};

export default resumenRoute;
