/**
 * Where each marker's permanent label goes so that labels of people standing close do not cover
 * each other (on the map, eight people a few metres apart hid each other's names at the default
 * zoom). Greedy, in the order given: each label takes the first candidate spot, around its own pin,
 * that overlaps no label already placed; when none is free it keeps the spot under its pin. Offsets
 * are from that default spot (centred under the 50 px pin).
 */
export interface LabelBox {
  /** The pin's tip on screen (its position), in px. */
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Offset {
  dx: number;
  dy: number;
}

const PIN = 50;
const GAP = 2;

function candidates(box: LabelBox): Offset[] {
  const beside = -PIN / 2 - box.height / 2;
  const side = box.width / 2 + PIN / 2 + GAP;
  const out: Offset[] = [
    { dx: 0, dy: 0 },
    { dx: 0, dy: -PIN - box.height - GAP },
    { dx: side, dy: beside },
    { dx: -side, dy: beside },
  ];
  for (let step = 1; step <= 6; step += 1) {
    const dy = step * (box.height + GAP);
    out.push({ dx: 0, dy }, { dx: side, dy: beside + dy }, { dx: -side, dy: beside + dy }, { dx: 0, dy: -PIN - box.height - GAP - dy });
  }
  return out;
}

interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

function rectOf(box: LabelBox, offset: Offset): Rect {
  const left = box.x - box.width / 2 + offset.dx;
  const top = box.y + offset.dy;
  return { left, top, right: left + box.width, bottom: top + box.height };
}

const overlaps = (a: Rect, b: Rect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** One offset per box, in the same order. */
export function placeLabels(boxes: readonly LabelBox[]): Offset[] {
  const placed: Rect[] = [];
  return boxes.map((box) => {
    const free = candidates(box).find((offset) => {
      const rect = rectOf(box, offset);
      return !placed.some((other) => overlaps(rect, other));
    });
    const offset = free ?? { dx: 0, dy: 0 };
    placed.push(rectOf(box, offset));
    return offset;
  });
}
