import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * A table whose frame is narrower than its columns need (a phone, a tablet, a desk with the menu
 * open) shows each row as a card instead of a row of columns, so nothing is cut and nothing scrolls
 * sideways; a frame wide enough keeps the spec's columns. The frame is a CSS container and the
 * table asks it (`stackedBelow(width)`), not the window: the menu column, a dialog's padding and the
 * window all count. The table keeps its table markup (screen readers, tests and the filter see the
 * same rows); each cell says where it goes in the card with `cardCell(...)`:
 * - `title` (the plate), `badge` (the result) and `actions` share the first line;
 * - `main` (the person) takes a line of its own;
 * - `meta` (short values) run together on one line, each after its column's label;
 * - `detail` (long text) takes a line of its own after its label; `hide` is not shown on phones.
 */
export type CardPlace = 'title' | 'badge' | 'actions' | 'main' | 'meta' | 'detail' | 'hide';

export function cardCell(place: CardPlace, label?: string): Record<string, string> {
  return label ? { 'data-card': place, 'data-label': label } : { 'data-card': place };
}

/** Spread on an element inside a cell that the card leaves out (the columns still show it). */
export const CARD_HIDDEN = { 'data-card-hidden': '' } as const;

/** The table's frame: the container whose width `stackedBelow` asks. */
export const CARD_FRAME: SystemStyleObject = { containerType: 'inline-size' };

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

/** The table's cards when its frame (`CARD_FRAME`) is narrower than `width` (the columns' minimum). */
export function stackedBelow(width: string): SystemStyleObject {
  return { [`@container (width < ${width})`]: CARDS };
}

const CARDS: SystemStyleObject = {
  display: 'block',
  minWidth: '0',
  whiteSpace: 'normal',
  '& thead': VISUALLY_HIDDEN,
  '& tbody': { display: 'block' },
  '& tbody > tr': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: '0.75rem',
    rowGap: '0.25rem',
    paddingBlock: '0.75rem',
    paddingInline: '0.25rem',
    borderBottomWidth: '1px',
  },
  '& tbody > tr > td': { display: 'block', border: 'none', padding: '0', minWidth: '0', maxWidth: '100%' },
  '& td[data-card="title"]': { order: 1, flex: '1 1 auto', fontWeight: 'bold', fontSize: 'md' },
  '& td[data-card="badge"]': { order: 2 },
  '& td[data-card="actions"]': { order: 3 },
  '& td[data-card="main"]': { order: 4, flexBasis: '100%', fontWeight: 'medium' },
  '& td[data-card="meta"]': { order: 5, fontSize: 'xs', color: 'fg.muted' },
  '& td[data-card="detail"]': { order: 6, flexBasis: '100%', fontSize: 'xs', color: 'fg.muted' },
  '& td[data-card="hide"]': { display: 'none' },
  '& td[data-label]::before': { content: 'attr(data-label) ": "', fontWeight: 'semibold' },
  '& td[data-card="detail"] > *': { maxWidth: '100%' },
  '& td[data-card="actions"] > *': { flexDirection: 'row' },
  '& [data-card-hidden]': { display: 'none' },
};
