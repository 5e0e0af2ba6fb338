/**
 * Dates as the documents print them, in the zone the server counts days in (TZ): the same text
 * whether the phone or the server draws the document.
 */
const formats = new Map<string, { fecha: Intl.DateTimeFormat; day: Intl.DateTimeFormat }>();

function formatsOf(timeZone: string) {
  let found = formats.get(timeZone);
  if (!found) {
    found = {
      fecha: new Intl.DateTimeFormat('en-GB', {
        timeZone,
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
      day: new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
    };
    formats.set(timeZone, found);
  }
  return found;
}

/** "21/11/2026 14:05", the wall clock of an ISO instant in the zone (the text itself when it is no instant). */
export function documentFecha(iso: string, timeZone: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return formatsOf(timeZone).fecha.format(at).replace(', ', ' ');
}

/** The YYYY-MM-DD day in the zone. */
export function documentDay(at: number, timeZone: string): string {
  return formatsOf(timeZone).day.format(new Date(at));
}

/** The complaint PDF's date and time, as staff have always read it there (es-BO). */
export function complaintFecha(at: number, timeZone: string): string {
  return new Intl.DateTimeFormat('es-BO', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(at));
}
