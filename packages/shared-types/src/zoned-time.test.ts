import { describe, expect, it } from 'vitest';
import { addDays, formatZoned, startOfZonedDay, zonedDay, zonedWallToInstant } from './zoned-time.ts';

describe('zoned time', () => {
  it('starts a Bolivian day at 04:00 UTC', () => {
    expect(new Date(startOfZonedDay('2026-11-22', 'America/La_Paz')).toISOString()).toBe('2026-11-22T04:00:00.000Z');
  });

  it('tells the Bolivian day, not the UTC one, late in the evening', () => {
    const tenPmInOruro = Date.parse('2026-11-23T02:00:00Z');
    expect(zonedDay(tenPmInOruro, 'America/La_Paz')).toBe('2026-11-22');
    expect(zonedDay(tenPmInOruro, 'UTC')).toBe('2026-11-23');
  });

  it('handles zones with daylight saving', () => {
    expect(new Date(startOfZonedDay('2026-07-01', 'Europe/Madrid')).toISOString()).toBe('2026-06-30T22:00:00.000Z');
    expect(new Date(startOfZonedDay('2026-01-01', 'Europe/Madrid')).toISOString()).toBe('2025-12-31T23:00:00.000Z');
  });

  it('formats date and time as read in Bolivia', () => {
    expect(formatZoned(Date.parse('2026-11-22T18:05:00Z'), 'America/La_Paz')).toBe('22/11/2026, 14:05');
  });
});

describe('addDays', () => {
  it('moves across months, years and a leap day, both ways', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-11-24', -365)).toBe('2025-11-24');
  });

  it('reads a wall clock in the zone, not the machine’s, across a daylight-saving change', () => {
    expect(new Date(zonedWallToInstant('2026-11-20T23:30', 'America/La_Paz')).toISOString()).toBe('2026-11-21T03:30:00.000Z');
    expect(new Date(zonedWallToInstant('2026-03-29T03:30', 'Europe/Madrid')).toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(zonedWallToInstant('2026-11-20 08:00', 'America/La_Paz')).toBeNaN();
  });
});
