import type { Page } from 'playwright-core';

/** What a row holds that a person reaches: its cells and the controls in them. */
const ROW_PARTS = 'tbody > tr > td, tbody > tr :is(button, a[href], input, select, textarea, [role="button"])';

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
