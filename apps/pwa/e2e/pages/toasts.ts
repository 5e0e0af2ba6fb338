import type { Locator, Page } from 'playwright-core';

type ToastType = 'success' | 'error' | 'info' | 'warning' | 'loading';

/** A toast of the given type (lib/toaster.tsx tags each with data-testid="toast-<type>"). */
export function toast(page: Page, type: ToastType, text: string): Locator {
  return page.getByTestId(`toast-${type}`).filter({ hasText: text });
}
