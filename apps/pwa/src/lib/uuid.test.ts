import { describe, expect, it } from 'vitest';
import { newUuid } from './uuid.ts';

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newUuid', () => {
  it('is a UUID v4', () => {
    expect(newUuid()).toMatch(V4);
  });

  it('is a UUID v4 also where crypto.randomUUID is missing (plain http)', () => {
    const original = Object.getOwnPropertyDescriptor(crypto, 'randomUUID');
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const made = Array.from({ length: 200 }, newUuid);
      expect(made.every((uuid) => V4.test(uuid))).toBe(true);
      expect(new Set(made).size).toBe(200);
    } finally {
      if (original) Object.defineProperty(crypto, 'randomUUID', original);
      else Reflect.deleteProperty(crypto, 'randomUUID');
    }
  });
});
