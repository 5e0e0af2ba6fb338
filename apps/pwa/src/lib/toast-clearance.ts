/**
 * Toasts sit at the bottom of the window, 1 rem up; an open dialog whose buttons they would cover
 * (a phone's full-screen form with its buttons pinned at the bottom, a long form scrolled to its
 * end, the spec's full-width forms on a desk, a centred prompt on a phone) pushes them just above
 * those buttons, and so does the 'Nueva versión disponible' banner (`data-toast-clearance`). A
 * dialog's title is at its top, and so is the field a refused save focuses (its first invalid
 * one): the bottom, clear of the buttons, is where a notice covers least.
 */

/** The toasts' distance from the bottom of the window when nothing pushes them (1 rem). */
export const TOAST_EDGE = 16;
/** The space between two stacked toasts (the toaster's own default). */
export const TOAST_GAP = 16;
const GAP = 4;

export interface Band {
  top: number;
  bottom: number;
}

/**
 * Where the toasts end (px from the bottom of the window), given what they must keep clear of and
 * the height of their stack: what the stack would cover 1 rem up pushes it above.
 */
export function toastBottom(kept: readonly Band[], windowHeight: number, stackHeight: number): number {
  let bottom = TOAST_EDGE;
  for (const band of kept) {
    if (band.bottom > windowHeight - TOAST_EDGE - stackHeight) bottom = Math.max(bottom, Math.ceil(windowHeight - band.top) + GAP);
  }
  return bottom;
}

/**
 * The height of the toasts shown now, stacked: their laid-out heights (not the sliding ones), the
 * gaps between them, and the invisible strip above each toast that still takes the pointer (the
 * toaster's hover bridge, as high as a gap and 2 px).
 */
export function toastStackHeight(root: Document = document): number {
  const toasts = [...root.querySelectorAll<HTMLElement>('[data-scope="toast"][data-part="root"][data-state="open"]')];
  if (toasts.length === 0) return 0;
  return toasts.reduce((sum, toast) => sum + toast.offsetHeight, 0) + toasts.length * TOAST_GAP + 2;
}

/** The buttons of the open dialogs' and drawers' button rows (Chakra's footer slots), and marked banners. */
const KEPT = [
  '[role="dialog"][data-state="open"] :is(.chakra-dialog__footer, .chakra-drawer__footer) :is(button, a[href])',
  '[role="alertdialog"][data-state="open"] :is(.chakra-dialog__footer, .chakra-drawer__footer) :is(button, a[href])',
  '[data-toast-clearance]',
].join(', ');

/** What the toasts keep clear of now, as drawn (a scrolled dialog's buttons may be below the window). */
export function toastClearances(root: Document = document): Band[] {
  return [...root.querySelectorAll(KEPT)].map((element) => {
    const { top, bottom } = element.getBoundingClientRect();
    return { top, bottom };
  });
}

/** What of the toaster this needs: whether any toast is up, and word when that changes. */
export interface ToastCount {
  subscribe: (listener: () => void) => () => void;
  getCount: () => number;
}

/**
 * While any toast is up, keeps the CSS variable `name` on the root element at the toasts' bottom,
 * measured every frame (a dialog may open, animate in or scroll under a toast already shown);
 * nothing runs while no toast is up. Answers the function that stops it.
 */
export function keepToastsClear(toasts: ToastCount, name: string, root: Document = document): () => void {
  const style = root.documentElement.style;
  let frame = 0;
  let shown = '';
  const measure = () => {
    frame = 0;
    const bottom = `${toastBottom(toastClearances(root), root.documentElement.clientHeight, toastStackHeight(root))}px`;
    if (bottom !== shown) style.setProperty(name, (shown = bottom));
    if (toasts.getCount() > 0) frame = requestAnimationFrame(measure);
  };
  // Measured on the next frame, not here: the toaster tells of a new toast before it counts it,
  // and a first toast would otherwise never start the measuring.
  const start = () => {
    if (!frame) frame = requestAnimationFrame(measure);
  };
  const unsubscribe = toasts.subscribe(start);
  measure();
  return () => {
    unsubscribe();
    if (frame) cancelAnimationFrame(frame);
    style.removeProperty(name);
  };
}
