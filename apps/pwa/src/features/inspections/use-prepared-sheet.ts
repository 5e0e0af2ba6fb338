import { useEffect } from 'react';

/** After the screen has settled, so it competes with nothing the inspector is waiting for. */
const DELAY_MS = 2_000;

/**
 * Loads the control sheet's code (jsPDF, qrcode) and its crest in the background once the screen
 * is open, so the first print on the street is as quick as the next ones.
 */
export function usePreparedSheet(): void {
  useEffect(() => {
    const timer = setTimeout(() => {
      void import('./sheet/share-sheet.ts')
        .then(({ prepareControlSheet }) => prepareControlSheet())
        .catch(() => {
          // Printing loads it again when needed.
        });
    }, DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
}
