import { describe, expect, it } from 'vitest';
import { boxesRefusal } from './rules.ts';
import { COMPLAINTS_MSG } from './messages.ts';

describe('boxesRefusal', () => {
  it('accepts boxes inside the photo, to its very edge, and none at all', () => {
    expect(boxesRefusal([])).toBeNull();
    expect(boxesRefusal([{ x: 0, y: 0, w: 1, h: 1 }])).toBeNull();
    expect(boxesRefusal([{ x: 0.7, y: 0.2, w: 0.3000000001, h: 0.1 }])).toBeNull();
  });

  it('refuses boxes past the photo, empty ones and more than 50, in Spanish', () => {
    expect(boxesRefusal([{ x: 0.8, y: 0, w: 0.3, h: 0.1 }])).toBe(COMPLAINTS_MSG.redaction.outOfPhoto);
    expect(boxesRefusal([{ x: -0.01, y: 0, w: 0.3, h: 0.1 }])).toBe(COMPLAINTS_MSG.redaction.outOfPhoto);
    expect(boxesRefusal([{ x: 0.1, y: 0.1, w: 0.2, h: 0 }])).toBe(COMPLAINTS_MSG.redaction.emptyBox);
    expect(boxesRefusal(Array.from({ length: 51 }, () => ({ x: 0, y: 0, w: 0.1, h: 0.1 })))).toBe(
      COMPLAINTS_MSG.redaction.tooManyBoxes(50),
    );
  });
});
