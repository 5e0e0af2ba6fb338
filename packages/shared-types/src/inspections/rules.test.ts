import { describe, expect, it } from 'vitest';
import { mayEditInspection } from './rules.ts';

describe('who may correct an inspection', () => {
  it('is its own inspector only, and nobody signed out', () => {
    expect(mayEditInspection({ id: 4 }, { inspectorId: 4 })).toBe(true);
    expect(mayEditInspection({ id: 1 }, { inspectorId: 4 })).toBe(false);
    expect(mayEditInspection(null, { inspectorId: 4 })).toBe(false);
  });
});
