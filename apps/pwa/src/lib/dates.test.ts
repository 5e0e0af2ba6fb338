import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, appTimeZone, boliviaDay, formatFecha, setAppTimeZone } from './dates.ts';

describe("the app's time zone comes from the server", () => {
  afterEach(() => setAppTimeZone(DEFAULT_TIME_ZONE));

  it('shows La Paz by default and another zone once the server names it', () => {
    const at = Date.parse('2026-11-23T03:30:00Z');
    expect(appTimeZone()).toBe('America/La_Paz');
    expect(boliviaDay(at)).toBe('2026-11-22');
    expect(formatFecha('2026-11-23T03:30:00Z')).toBe('22/11/2026 23:30');
    setAppTimeZone('Europe/Madrid');
    expect(boliviaDay(at)).toBe('2026-11-23');
    expect(formatFecha('2026-11-23T03:30:00Z')).toBe('23/11/2026 04:30');
  });

  it('ignores a zone name the browser does not know', () => {
    setAppTimeZone('Nowhere/Atlantis');
    expect(appTimeZone()).toBe('America/La_Paz');
  });
});
