import type { Page } from 'playwright-core';

/** What a row holds that a person reaches: its cells and the controls in them. */
const ROW_PARTS = 'tbody > tr > td, tbody > tr :is(button, a[href], input, select, textarea, [role="button"])';
/** The controls whose names must tell one row from another (a plate link may repeat: same page). */
const ROW_ACTIONS = 'tbody > tr :is(button, input, select, textarea, [role="button"])';

/**
 * Every rendered table's rows fit the window: no cell and no control in a row reaches past the
 * window's edges or past a box that clips it (a table wider than its frame scrolls inside it, and
 * what is out of the frame is cut). One line per table that cuts, with its first few parts.
 */
export async function tableFitFindings(page: Page, where: string): Promise<string[]> {
  const cuts = await page.evaluate((selector) => {
    const rendered = (element: Element) => element.getClientRects().length > 0;
    /** The visible horizontal band of an element: the window cut by every ancestor that clips. */
    const band = (element: Element) => {
      let left = 0;
      let right = window.innerWidth;
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX === 'visible') continue;
        const box = parent.getBoundingClientRect();
        left = Math.max(left, box.left + parent.clientLeft);
        right = Math.min(right, box.left + parent.clientLeft + parent.clientWidth);
      }
      return { left, right };
    };
    const name = (element: Element) =>
      element.getAttribute('aria-label') ?? (element as HTMLElement).innerText.replace(/\s+/g, ' ').trim().slice(0, 30);
    return [...document.querySelectorAll('table')].filter(rendered).flatMap((table) => {
      const parts = [...table.querySelectorAll(selector)].filter(rendered).flatMap((part) => {
        const box = part.getBoundingClientRect();
        if (box.width === 0) return [];
        const { left, right } = band(part);
        if (box.left >= left - 0.5 && box.right <= right + 0.5) return [];
        return [
          `${part.tagName.toLowerCase()} "${name(part)}" at ${Math.round(box.left)}–${Math.round(box.right)} px (shown ${Math.round(left)}–${Math.round(right)})`,
        ];
      });
      return parts.length ? [{ table: table.getAttribute('aria-label') ?? '', count: parts.length, first: parts.slice(0, 3) }] : [];
    });
  }, ROW_PARTS);
  return cuts.map(({ table, count, first }) => `${where}: table "${table}" cuts ${count} cells or controls: ${first.join('; ')}`);
}

/**
 * The names of the rows' controls, as axe-core computes them (`window.axe` must be loaded): each
 * begins with the control's visible text (WCAG 2.5.3: a voice-control user says what they see),
 * and no two controls of a table share a name (each names its row). Tables behind an open dialog
 * are skipped: assistive technology does not reach them then.
 */
export async function rowActionNameFindings(page: Page, where: string): Promise<string[]> {
  return page.evaluate(
    ({ parts, actions, where }) => {
      interface AxeCommons {
        setup: (node: Node) => unknown;
        teardown: () => void;
        utils: { getNodeFromTree: (node: Node) => unknown };
        commons: { text: { accessibleTextVirtual: (node: unknown) => string } };
      }
      const axe = (window as unknown as { axe: AxeCommons }).axe;
      const normal = (text: string) => text.replace(/\s+/g, ' ').trim();
      const findings: string[] = [];
      axe.setup(document);
      try {
        for (const table of document.querySelectorAll('table')) {
          // Not rendered, or behind an open dialog (hidden from assistive technology then).
          if (table.getClientRects().length === 0 || table.closest('[aria-hidden="true"], [inert]')) continue;
          const label = table.getAttribute('aria-label') ?? '';
          const seen = new Map<string, number>();
          for (const control of table.querySelectorAll(parts)) {
            if (control.tagName === 'TD' || control.getClientRects().length === 0) continue;
            const name = normal(axe.commons.text.accessibleTextVirtual(axe.utils.getNodeFromTree(control)));
            const shown = normal((control as HTMLElement).innerText);
            if (shown && !name.toLocaleLowerCase('es').startsWith(shown.toLocaleLowerCase('es'))) {
              findings.push(`${where}: table "${label}": "${name}" does not begin with its visible text "${shown}"`);
            }
            if (control.matches(actions)) seen.set(name, (seen.get(name) ?? 0) + 1);
          }
          for (const [name, count] of seen) {
            if (count > 1) findings.push(`${where}: table "${label}": ${count} controls are all named "${name}"`);
          }
        }
      } finally {
        axe.teardown();
      }
      return findings;
    },
    { parts: ROW_PARTS, actions: ROW_ACTIONS, where },
  );
}
