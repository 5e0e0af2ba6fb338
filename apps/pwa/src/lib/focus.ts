/**
 * Focus after an asynchronous step (a location found, a photo compressed, a complaint sent): the
 * control the person used is often gone or disabled by then, which drops focus to the page and
 * sends a screen reader or a keyboard user back to the top. Move it to `element` only when it was
 * lost that way, never away from a field the person has moved on to.
 */
export function focusIfLost(element: HTMLElement | null | undefined): void {
  const active = document.activeElement;
  if (element && (!active || active === document.body)) element.focus();
}

/** After the render that marks the fields (aria-invalid), focus the first matching `selector` in `root`. */
export function focusFirst(root: HTMLElement | null, selector: string): void {
  requestAnimationFrame(() => root?.querySelector<HTMLElement>(selector)?.focus());
}
