/**
 * Dates as the documents print them, in the zone the server counts days in (TZ): the same text
 * whether the phone or the server draws the document. Days and the es-BO date and time come from
 * the contract's zoned-time.ts, which the API counts days with.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

function formatsOf(timeZone: string) {
  let found = formats.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, found);
  }
  return found;
}

/** "21/11/2026 14:05", the wall clock of an ISO instant in the zone (the text itself when it is no instant). */
export function documentFecha(iso: string, timeZone: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return formatsOf(timeZone).format(at).replace(', ', ' ');
}
