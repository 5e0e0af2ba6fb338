import { describe, expect, it } from 'vitest';
import { summarize } from './outbox-summary.ts';

describe('summarize (items waiting on this phone)', () => {
  it("counts citizens' complaints and this user's inspections, not another user's", () => {
    const items = [
      { kind: 'complaint.create', status: 'pending', userId: null },
      { kind: 'complaint.create', status: 'rejected', userId: null },
      { kind: 'inspection.create', status: 'pending', userId: 7 },
      { kind: 'inspection.update', status: 'needs-auth', userId: 7 },
      { kind: 'inspection.create', status: 'pending', userId: 8 },
    ] as const;
    expect(summarize(items, 7)).toEqual({ complaints: 2, inspections: 2, rejected: 1 });
    expect(summarize([], 7)).toEqual({ complaints: 0, inspections: 0, rejected: 0 });
  });
});
