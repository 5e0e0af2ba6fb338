import { errorMessage } from '../api/http.ts';
import { toaster } from './toaster.tsx';

const DEFAULT_DURATION = 4000;

export function notifySuccess(title: string, duration = DEFAULT_DURATION): void {
  toaster.create({ title, type: 'success', duration, closable: true });
}

/** A red notice; `error` may be an ApiError (its Spanish message is shown) or a plain text. */
export function notifyError(error: unknown, duration = DEFAULT_DURATION): void {
  const title = typeof error === 'string' ? error : errorMessage(error);
  toaster.create({ title, type: 'error', duration, closable: true });
}

/** A blue notice that stays a little longer (e.g. "kept on this phone, sent later"). */
export function notifyInfo(title: string, duration = 7000): void {
  toaster.create({ title, type: 'info', duration, closable: true });
}

/** A red notice at the top with the report-problem icon (spec section 8: missing inspection data). */
export function notifyProblem(title: string, duration = DEFAULT_DURATION): void {
  toaster.create({ title, type: 'error', duration, closable: true, meta: { icon: 'report-problem' } });
}
