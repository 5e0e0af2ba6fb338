import type { FastifyRequest } from 'fastify';
import type { ErrorObject } from 'ajv';
import { HttpError } from '../platform/http/http-error.ts';
import { SOS_MSG } from '@reclamos/shared-types/sos/messages';
import { MSG } from '@reclamos/shared-types/messages';

/** The Spanish name of each field of an SOS body, so the refusal says which one is wrong. */
const FIELD_NAMES: Record<string, string> = {
  lat: 'la latitud',
  lng: 'la longitud',
  accuracy: 'la precisión',
  posicion_at: 'la hora de la posición',
  pulsada_at: 'la hora del SOS',
  silenciosa: 'el modo silencioso',
};

/**
 * `POST sos` validates with `attachValidation` and answers here: an app that sends a wrong datum is
 * told which (a bug on the phone shows in its outbox, in Spanish).
 */
export function assertValidSos(request: FastifyRequest): void {
  const failure = request.validationError as (Error & { validation?: Partial<ErrorObject>[]; validationContext?: string }) | undefined;
  if (!failure) return;
  const error = failure.validation?.[0];
  if (failure.validationContext !== 'body' || !error) throw new HttpError(400, MSG.validation.invalidBody);
  const field =
    error.keyword === 'required'
      ? String((error.params as { missingProperty?: string } | undefined)?.missingProperty ?? '')
      : ((error.instancePath ?? '').split('/').filter(Boolean).at(0) ?? '');
  const name = FIELD_NAMES[field];
  throw new HttpError(400, name ? SOS_MSG.api.invalidField(name) : MSG.validation.invalidBody);
}
