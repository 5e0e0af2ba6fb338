/**
 * A simulated Oruro day of positions (2026-11-20, UTC−4) for the track tests: one inspector who
 * stands, walks, goes silent and stands again; a second person who passes the plaza; a third who
 * stays away; a fourth who passes it outside the window.
 */

const R = 6_371_008.8;
export const ORIGIN = { lat: -17.97, lng: -67.11 };

/** The point `north` and `east` metres from `from` (exact on the sphere for these distances). */
export function offset(from: { lat: number; lng: number }, north: number, east: number): { lat: number; lng: number } {
  const lat = from.lat + (north / R) * (180 / Math.PI);
  const lng = from.lng + (east / (R * Math.cos((from.lat * Math.PI) / 180))) * (180 / Math.PI);
  return { lat, lng };
}

/** Oruro's local time of 2026-11-20 as epoch ms. */
export const local = (hhmmss: string) => Date.parse(`2026-11-20T${hhmmss}-04:00`);

export interface Row {
  user_id: number;
  recorded_at: number;
  lat: number;
  lng: number;
  accuracy: number;
}

/** A few metres of deterministic jitter, as a still phone reports. */
const jitter = (i: number) => 5 * Math.sin(i * 1.7);

/**
 * The inspector: 08:00–08:20 still at ORIGIN; walks east 20 m per 15 s fix until 08:30 (800 m);
 * silent 08:30–08:40 while walking on; from 1200 m walks to 1600 m by 08:50; still there until
 * 09:10. One wild fix (accuracy 500 m) in the first stop. One fix the evening before, one the
 * night after: neither belongs to the day.
 */
export function inspectorDay(userId: number): Row[] {
  const rows: Row[] = [];
  const at = (t: number, point: { lat: number; lng: number }, accuracy = 8) =>
    rows.push({ user_id: userId, recorded_at: t, ...point, accuracy });
  const step = 15_000;
  at(Date.parse('2026-11-19T23:59:00-04:00'), ORIGIN);
  for (let t = local('08:00:00'), i = 0; t < local('08:20:00'); t += step, i += 1) {
    at(t, i === 10 ? offset(ORIGIN, 900, 900) : offset(ORIGIN, jitter(i), jitter(i + 3)), i === 10 ? 500 : 8);
  }
  for (let t = local('08:20:00'), m = 0; t <= local('08:30:00'); t += step, m += 20) at(t, offset(ORIGIN, 0, m));
  for (let t = local('08:40:00'), m = 1200; t < local('08:50:00'); t += step, m += 10) at(t, offset(ORIGIN, 0, m));
  for (let t = local('08:50:00'), i = 0; t <= local('09:10:00'); t += step, i += 1)
    at(t, offset(ORIGIN, 0 + jitter(i), 1600 + jitter(i + 5)));
  at(Date.parse('2026-11-21T00:00:00-04:00'), ORIGIN);
  return rows;
}

/** The plaza of the "who was near" question: on the inspector's way, inside the silence. */
export const PLAZA = offset(ORIGIN, 0, 1000);

export function othersDay(passer: number, away: number, late: number): Row[] {
  const row = (user_id: number, time: string, point: { lat: number; lng: number }) => ({
    user_id,
    recorded_at: local(time),
    ...point,
    accuracy: 6,
  });
  return [
    row(passer, '08:44:00', offset(PLAZA, 50, 0)),
    row(passer, '08:45:00', offset(PLAZA, 30, 0)),
    row(passer, '08:46:00', offset(PLAZA, 60, 0)),
    row(passer, '08:47:00', offset(PLAZA, 2000, 0)),
    row(away, '08:30:00', offset(PLAZA, 300, 0)),
    row(away, '08:50:00', offset(PLAZA, 310, 0)),
    row(late, '10:00:00', offset(PLAZA, 20, 0)),
  ];
}
