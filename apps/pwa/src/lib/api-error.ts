import { MSG } from '@reclamos/shared-types/messages';

/** A failed call: `status` is 0 when the server could not be reached; `message` is Spanish. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;

  constructor(status: number, message: string, code?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

/** The Spanish text to show for any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return MSG.http.internal;
}
