import type { Locator } from 'playwright-core';

/**
 * What is drawn at the element's centre and just inside its four corners, where it is not the
 * element itself (a toast over it, say): one line per covered point, none when it is in sight.
 */
export async function coveredPoints(locator: Locator): Promise<string[]> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const inset = 2;
    const points = [
      [box.left + box.width / 2, box.top + box.height / 2],
      [box.left + inset, box.top + inset],
      [box.right - inset, box.top + inset],
      [box.left + inset, box.bottom - inset],
      [box.right - inset, box.bottom - inset],
    ];
    return points.flatMap(([x, y]) => {
      const hit = document.elementFromPoint(x!, y!);
      if (hit && (hit === element || element.contains(hit))) return [];
      const toast = hit?.closest('[data-testid^="toast-"]');
      return [
        `"${element.textContent || element.getAttribute('name')}" at ${Math.round(x!)},${Math.round(y!)} is under ${toast ? 'a toast' : (hit?.outerHTML.slice(0, 80) ?? 'nothing')}`,
      ];
    });
  });
}
