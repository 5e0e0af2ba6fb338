/**
 * Times as a person in Bolivia reads them: the PWA shows the clock of the server's configured zone
 * (TZ, America/La_Paz by default) whatever zone the phone is set to. The zone the server last named
 * is kept in localStorage (`zonaHorariaReclamo`), so a phone offline keeps using it; the app layer
 * asks the server at start (app/use-app-config.ts).
 */
export const DEFAULT_TIME_ZONE = 'America/La_Paz';
const ZONE_KEY = 'zonaHorariaReclamo';

function storedZone(): string {
  try {
    return (typeof localStorage !== 'undefined' && localStorage.getItem(ZONE_KEY)) || DEFAULT_TIME_ZONE;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

function formatsFor(timeZone: string) {
  return {
    zone: timeZone,
    time: new Intl.DateTimeFormat('es-BO', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
    day: new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
    shortDate: new Intl.DateTimeFormat('es-BO', { timeZone, day: '2-digit', month: '2-digit' }),
    fecha: new Intl.DateTimeFormat('en-GB', {
      timeZone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
  };
}

type Formats = ReturnType<typeof formatsFor>;

/**
 * Made on first use, not when the module loads: four Intl formatters cost a cheap phone ~25 ms,
 * and the pre-rendered pages show no date before they are usable.
 */
let made: Formats | undefined;
let zone: string | undefined;

function formats(): Formats {
  made ??= formatsFor(appTimeZone());
  return made;
}

/** The zone every date of the PWA is shown in. */
export function appTimeZone(): string {
  zone ??= storedZone();
  return zone;
}

/** Takes the server's zone (an unknown name is ignored) and keeps it for the next start. */
export function setAppTimeZone(timeZone: string): void {
  if (timeZone === appTimeZone()) return;
  try {
    made = formatsFor(timeZone);
    zone = timeZone;
  } catch {
    return;
  }
  try {
    localStorage.setItem(ZONE_KEY, timeZone);
  } catch {
    // Private mode: the zone holds for this visit only.
  }
}

/** 14:05 */
export function formatTime(at: number): string {
  return formats().time.format(new Date(at));
}

/** The YYYY-MM-DD day in the app's zone at an instant (today by default). */
export function boliviaDay(at: number = Date.now()): string {
  return formats().day.format(new Date(at));
}

/** "14:05" today, "21/11 14:05" on another day: short enough for a phone's list row. */
export function formatWhen(at: number, now: number = Date.now()): string {
  if (boliviaDay(at) === boliviaDay(now)) return formatTime(at);
  return `${formats().shortDate.format(new Date(at))} ${formatTime(at)}`;
}

/** "21/11/2026 14:05", the wall clock of an ISO instant in the app's zone. */
export function formatFecha(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return formats().fecha.format(at).replace(', ', ' ');
}
