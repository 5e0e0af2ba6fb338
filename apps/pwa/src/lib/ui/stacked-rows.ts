import type { SystemStyleObject } from '@chakra-ui/react';

/**
 * Phones (under Chakra's `md`, 768 px) show each table row as a card instead of a row of columns,
 * so a 360 px screen needs no sideways scrolling; desks keep the spec's columns. The table keeps
 * its table markup (screen readers, tests and the filter see the same rows); each cell says where
 * it goes in the card with `cardCell(...)`:
 * - `title` (the plate), `badge` (the result) and `actions` share the first line;
 * - `main` (the person) takes a line of its own;
 * - `meta` (short values) run together on one line, each after its column's label;
 * - `detail` (long text) takes a line of its own after its label; `hide` is not shown on phones.
 */
export type CardPlace = 'title' | 'badge' | 'actions' | 'main' | 'meta' | 'detail' | 'hide';

export function cardCell(place: CardPlace, label?: string): Record<string, string> {
  return label ? { 'data-card': place, 'data-label': label } : { 'data-card': place };
}

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

export const STACKED_ON_PHONES: SystemStyleObject = {
  '@media screen and (max-width: 47.99em)': {
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
  },
};
