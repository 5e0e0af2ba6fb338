import { describe, expect, it } from 'vitest';
import { ORURO_CENTRE, StreetWalker } from './street-walker.ts';

describe('StreetWalker', () => {
  it('moves at its speed along north-south or east-west streets and stays near the centre of Oruro', () => {
    const walker = new StreetWalker({ speed: 8, radiusBlocks: 5 });
    let previous = walker.fix();
    for (let i = 0; i < 500; i++) {
      const next = walker.step(10);
      const dLat = (next.lat - previous.lat) * 111_320;
      const dLng = (next.lng - previous.lng) * 111_320 * Math.cos((ORURO_CENTRE.lat * Math.PI) / 180);
      // 80 m in 10 s, along streets (Manhattan distance ≤ 80 m, plus ~6 m of GPS noise on each fix).
      expect(Math.abs(dLat) + Math.abs(dLng)).toBeLessThanOrEqual(80 + 12);
      expect(Math.abs(next.lat - ORURO_CENTRE.lat)).toBeLessThan(0.006);
      expect(Math.abs(next.lng - ORURO_CENTRE.lng)).toBeLessThan(0.006);
      expect(next.accuracy).toBeGreaterThanOrEqual(5);
      previous = next;
    }
  });
});
