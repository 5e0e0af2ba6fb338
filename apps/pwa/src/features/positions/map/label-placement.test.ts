import { describe, expect, it } from 'vitest';
import { placeLabels, type LabelBox } from './label-placement.ts';

const rect = (box: LabelBox, offset: { dx: number; dy: number }) => ({
  left: box.x - box.width / 2 + offset.dx,
  top: box.y + offset.dy,
  right: box.x + box.width / 2 + offset.dx,
  bottom: box.y + offset.dy + box.height,
});

describe('placeLabels', () => {
  it('leaves a lone label under its pin', () => {
    expect(placeLabels([{ x: 100, y: 100, width: 80, height: 30 }])).toEqual([{ dx: 0, dy: 0 }]);
  });

  it('gives eight people standing within a few pixels eight labels that do not overlap', () => {
    const boxes = Array.from({ length: 8 }, (_, index) => ({ x: 400 + (index % 3) * 6, y: 300 + index * 4, width: 120, height: 30 }));
    const rects = placeLabels(boxes).map((offset, index) => rect(boxes[index]!, offset));
    for (const [i, a] of rects.entries()) {
      for (const b of rects.slice(i + 1)) {
        expect(a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom).toBe(false);
      }
    }
  });
});
