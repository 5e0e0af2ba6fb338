import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { POSITIONS_MSG } from '@reclamos/shared-types/positions/messages';
import { TRACK_LIMITS } from '@reclamos/shared-types/positions/values';
import type { NearbyPerson } from '@reclamos/shared-types/positions/track-schemas';
import { defineRoute } from '../platform/http/define-route.ts';
import { HttpError } from '../platform/http/http-error.ts';
import { recordAudit, type AuditActor } from '../platform/audit/audit-repository.ts';
import { MSG } from '@reclamos/shared-types/messages';
import { addDays, startOfZonedDay } from '@reclamos/shared-types/zoned-time';
import { distanceM, gaps, haversineM, stops } from './track-summary.ts';

const iso = (at: number) => new Date(at).toISOString();
const minutes = (from: number, to: number) => Math.round((to - from) / 6_000) / 10;
const metres = (value: number) => Math.round(value * 10) / 10;

function actorOf(user: AuditActor | null): AuditActor {
  // The route's capability guard has run; this only tells the compiler.
  if (!user) throw new HttpError(401, MSG.session.required);
  return { id: user.id, nombre: user.nombre };
}

/**
 * The day's track and "who was near". Both read personal data of the staff, so each answer is
 * preceded by its audit row (who looked, at whom or where, when): a look that cannot be recorded
 * is not answered.
 */
const trackRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const zone = app.config.timeZone;

  defineRoute(app, 'personasRecorrido', async () => app.positionHistory.people());

  defineRoute(app, 'recorrido', async (request) => {
    const { usuario, dia } = request.query;
    const from = startOfZonedDay(dia, zone);
    const to = startOfZonedDay(addDays(dia, 1), zone);
    if (Number.isNaN(from) || Number.isNaN(to) || addDays(dia, 0) !== dia) throw new HttpError(400, POSITIONS_MSG.track.invalidDay);
    const nombre = (await app.positionHistory.namesOf([usuario])).get(usuario);
    if (nombre === undefined) throw new HttpError(404, POSITIONS_MSG.track.userNotFound);
    await app.db.transaction(async (trx) =>
      recordAudit(trx, actorOf(request.user), {
        accion: 'consultar',
        objeto: 'recorrido',
        objetoId: usuario,
        antes: null,
        despues: { dia },
      }),
    );
    const fixes = await app.positionHistory.fixesOf(usuario, from, to);
    return {
      usuario: { id: usuario, nombre },
      dia,
      puntos: fixes.map((fix) => ({ lat: fix.lat, lng: fix.lng, accuracy: fix.accuracy, fecha: iso(fix.at) })),
      paradas: stops(fixes).map((stop) => ({
        lat: stop.lat,
        lng: stop.lng,
        desde: iso(stop.from),
        hasta: iso(stop.to),
        minutos: minutes(stop.from, stop.to),
      })),
      huecos: gaps(fixes).map((gap) => ({ desde: iso(gap.from), hasta: iso(gap.to), minutos: minutes(gap.from, gap.to) })),
      distanciaMetros: metres(distanceM(fixes)),
    };
  });

  defineRoute(app, 'cerca', async (request) => {
    const { lat, lng, radio } = request.query;
    const from = Date.parse(request.query.desde);
    const to = Date.parse(request.query.hasta);
    if (!(to > from)) throw new HttpError(400, POSITIONS_MSG.track.windowOrder);
    if (to - from > TRACK_LIMITS.maxWindowHours * 3600_000)
      throw new HttpError(400, POSITIONS_MSG.track.windowTooLong(TRACK_LIMITS.maxWindowHours));
    const closest = new Map<number, { distance: number; at: number; lat: number; lng: number }>();
    for (const fix of await app.positionHistory.fixesAround(lat, lng, radio, from, to)) {
      const distance = haversineM({ lat, lng }, fix);
      if (distance > radio) continue;
      const best = closest.get(fix.userId);
      if (!best || distance < best.distance || (distance === best.distance && fix.at < best.at)) {
        closest.set(fix.userId, { distance, at: fix.at, lat: fix.lat, lng: fix.lng });
      }
    }
    const names = await app.positionHistory.namesOf([...closest.keys()]);
    const people: NearbyPerson[] = [...closest.entries()]
      .map(([id, best]) => ({
        id,
        nombre: names.get(id) ?? '',
        distanciaMetros: metres(best.distance),
        fecha: iso(best.at),
        lat: best.lat,
        lng: best.lng,
      }))
      .sort((a, b) => a.distanciaMetros - b.distanciaMetros || a.id - b.id);
    await app.db.transaction(async (trx) =>
      recordAudit(trx, actorOf(request.user), {
        accion: 'consultar',
        objeto: 'cercania',
        objetoId: `${lat},${lng}`,
        antes: null,
        despues: { radio, desde: iso(from), hasta: iso(to), personas: people.map((person) => person.id) },
      }),
    );
    return people;
  });
};

export default trackRoutes;
