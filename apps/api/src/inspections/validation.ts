import type { FastifyRequest } from 'fastify';
import type { ErrorObject } from 'ajv';
import { REQUIRED_INSPECTION_ITEMS } from '@reclamos/shared-types/inspections/values';
import { hasControlCharacters } from '@reclamos/shared-types/common-schemas';
import { HttpError } from '../platform/http/http-error.ts';
import { INSPECTIONS_MSG } from '@reclamos/shared-types/inspections/messages';
import { MSG } from '@reclamos/shared-types/messages';

const API = INSPECTIONS_MSG.api;
/** The seven required inspection fields: unset answers 'Faltan datos por completar'. */
const SEVEN = new Set<string>(REQUIRED_INSPECTION_ITEMS);

type ValidationError = Partial<ErrorObject> & { instancePath?: string };

function bodyMessage(error: ValidationError): string {
  const path = (error.instancePath ?? '').split('/').filter(Boolean);
  if (error.keyword === 'required') {
    const missing = String((error.params as { missingProperty?: string } | undefined)?.missingProperty ?? '');
    if (SEVEN.has(missing)) return API.missingData;
    if (missing === 'propietario' || missing === 'cedula') return API.cedulaRequired;
    if (missing === 'vehicle' || missing === 'placa') return API.placaRequired;
    return API.invalidField(missing);
  }
  const field = path.at(-1) ?? '';
  if (!field) return MSG.validation.invalidBody;
  if (SEVEN.has(field) && (error.data === '' || error.data === null)) return API.missingData;
  if (field === 'cedula') return error.data === '' ? API.cedulaRequired : API.invalidCedula;
  if (field === 'placa') return error.data === '' ? API.placaRequired : API.invalidPlaca;
  if (error.keyword === 'maxLength') return `${API.invalidField(field)} ${MSG.validation.tooLong}`;
  if (typeof error.data === 'string' && hasControlCharacters(error.data))
    return `${API.invalidField(field)} ${MSG.validation.controlCharacters}`;
  return API.invalidField(field);
}

function paramsMessage(error: ValidationError): string {
  const field = (error.instancePath ?? '').split('/').filter(Boolean).at(-1) ?? '';
  if (field === 'fecha') return API.invalidDate;
  if (field === 'cedula') return API.invalidCedula;
  if (field === 'placa') return API.invalidPlaca;
  if (field === 'uuid') return API.invalidUuid;
  if (field === 'since') return API.invalidSince;
  return MSG.validation.invalidId;
}

/**
 * The inspection routes validate with `attachValidation` and answer here, so that a person reads
 * which datum is wrong ('Faltan datos por completar' for the seven required inspection fields).
 */
export function assertValid(request: FastifyRequest): void {
  const failure = request.validationError as (Error & { validation?: ValidationError[]; validationContext?: string }) | undefined;
  if (!failure) return;
  const error = failure.validation?.[0];
  if (!error) throw new HttpError(400, MSG.validation.invalidBody);
  const context = failure.validationContext;
  throw new HttpError(400, context === 'body' ? bodyMessage(error) : paramsMessage(error));
}
