import { describe, expect, it } from 'vitest';
import { rangeProblem } from './date-range.ts';
import { COMPLAINTS_MSG } from '@reclamos/shared-types/complaints/messages';

describe('rangeProblem', () => {
  it('accepts one day and an ordered range', () => {
    expect(rangeProblem({ ini: '2026-11-22', fin: '2026-11-22' })).toBeNull();
    expect(rangeProblem({ ini: '2026-10-31', fin: '2026-11-22' })).toBeNull();
  });

  it('refuses a start after the end', () => {
    expect(rangeProblem({ ini: '2026-11-23', fin: '2026-11-22' })).toBe(COMPLAINTS_MSG.server.rangeReversed);
    expect(rangeProblem({ ini: '2027-01-01', fin: '2026-12-31' })).toBe(COMPLAINTS_MSG.server.rangeReversed);
  });

  it('refuses an empty or partial date (a cleared date input)', () => {
    expect(rangeProblem({ ini: '', fin: '2026-11-22' })).toBe(COMPLAINTS_MSG.server.invalidDate);
    expect(rangeProblem({ ini: '2026-11-22', fin: '2026-11' })).toBe(COMPLAINTS_MSG.server.invalidDate);
  });
});
