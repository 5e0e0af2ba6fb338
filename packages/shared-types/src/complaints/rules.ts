import { COMPLAINTS_MSG } from './messages.ts';
import { REDACTION_LIMITS } from './values.ts';

/** A redaction box: fractions (0..1) of the upright photo. */
interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Rounding slack: a box dragged to the photo's edge may end at 1.0000001 after the phone's arithmetic. */
const EDGE = 1e-6;

/** Why a set of redaction boxes cannot be saved (a Spanish sentence), or null when it can: the editor and the server apply it alike. */
export function boxesRefusal(boxes: readonly Box[]): string | null {
  if (boxes.length > REDACTION_LIMITS.maxBoxes) return COMPLAINTS_MSG.redaction.tooManyBoxes(REDACTION_LIMITS.maxBoxes);
  for (const box of boxes) {
    if (![box.x, box.y, box.w, box.h].every((value) => Number.isFinite(value) && value >= 0 && value <= 1)) {
      return COMPLAINTS_MSG.redaction.outOfPhoto;
    }
    if (box.w <= 0 || box.h <= 0) return COMPLAINTS_MSG.redaction.emptyBox;
    if (box.x + box.w > 1 + EDGE || box.y + box.h > 1 + EDGE) return COMPLAINTS_MSG.redaction.outOfPhoto;
  }
  return null;
}
