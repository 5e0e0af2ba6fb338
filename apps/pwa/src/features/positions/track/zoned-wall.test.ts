import { describe, expect, it } from 'vitest';
import { wallToIso } from './zoned-wall.ts';

describe('wallToIso', () => {
  it('reads a datetime-local value as Oruro time whatever the browser zone', () => {
    expect(wallToIso('2026-11-20T08:00', 'America/La_Paz')).toBe('2026-11-20T12:00:00.000Z');
    expect(wallToIso('2026-11-20T23:30', 'America/La_Paz')).toBe('2026-11-21T03:30:00.000Z');
  });

  it('answers null for what is not a time', () => {
    expect(wallToIso('', 'America/La_Paz')).toBeNull();
  });
});
