/**
 * Times as a person in Bolivia reads them (DESIGN.md, Time): the PWA shows the America/La_Paz
 * clock whatever zone the phone is set to.
 */
export const APP_TIME_ZONE = 'America/La_Paz';

const timeFormat = new Intl.DateTimeFormat('es-BO', {
  timeZone: APP_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: APP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const shortDateFormat = new Intl.DateTimeFormat('es-BO', {
  timeZone: APP_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
});

/** 14:05 */
export function formatTime(at: number): string {
  return timeFormat.format(new Date(at));
}

/** The YYYY-MM-DD day in Bolivia at an instant (today by default). */
export function boliviaDay(at: number = Date.now()): string {
  return dayFormat.format(new Date(at));
}

/** "14:05" today, "21/11 14:05" on another day: short enough for a phone's list row. */
export function formatWhen(at: number, now: number = Date.now()): string {
  if (boliviaDay(at) === boliviaDay(now)) return formatTime(at);
  return `${shortDateFormat.format(new Date(at))} ${formatTime(at)}`;
}

const fechaFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: APP_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "21/11/2026 14:05", the Bolivian wall clock of an ISO instant. */
export function formatFecha(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return fechaFormat.format(at).replace(', ', ' ');
}
