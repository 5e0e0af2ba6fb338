import { errorMessage } from '../lib/api-error.ts';
import { showToast, type ToastRequest } from './toast-host.tsx';

const DEFAULT_DURATION = 4000;

function toast(request: ToastRequest): void {
  showToast({ ...request, closable: true });
}

export function notifySuccess(title: string, duration = DEFAULT_DURATION): void {
  toast({ title, type: 'success', duration });
}

/** A red notice; `error` may be an ApiError (its Spanish message is shown) or a plain text. */
export function notifyError(error: unknown, duration = DEFAULT_DURATION): void {
  const title = typeof error === 'string' ? error : errorMessage(error);
  toast({ title, type: 'error', duration });
}

/** A blue notice that stays a little longer (e.g. "kept on this phone, sent later"). */
export function notifyInfo(title: string, duration = 7000): void {
  toast({ title, type: 'info', duration });
}

/** A red notice with the report-problem icon (the specification's notice of missing inspection data). */
export function notifyProblem(title: string, duration = DEFAULT_DURATION): void {
  toast({ title, type: 'error', duration, meta: { icon: 'report-problem' } });
}
