import { Ajv, type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import { hasControlCharacters } from '@reclamos/shared-types/common-schemas';
import { MSG } from '@reclamos/shared-types/messages';

// Bodies are checked strictly (a number is not a name); path and query parts arrive as text and
// are coerced (the id in /user/7). Extra body fields are dropped, never stored.
function ajvWith(coerceTypes: boolean): Ajv {
  const ajv = new Ajv({ coerceTypes, removeAdditional: true, useDefaults: true, allErrors: false, verbose: true, strict: false });
  addFormats(ajv, ['email', 'date', 'date-time', 'uuid']);
  return ajv;
}

const strict = ajvWith(false);
const coercing = ajvWith(true);

export const validatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart }) =>
  (httpPart === 'body' ? strict : coercing).compile(schema);

/** Turns the first schema error into a Spanish sentence a person can act on. */
export function validationMessage(errors: readonly Partial<ErrorObject>[], context: string | undefined): string {
  const error = errors[0];
  if (!error) return MSG.validation.invalidBody;
  if (context === 'params') return MSG.validation.invalidId;
  const field = error.instancePath?.split('/').pop() ?? '';
  if (typeof error.data === 'string' && hasControlCharacters(error.data)) return MSG.validation.controlCharacters;
  // A bounded date (DateText) fails its year pattern like a bad format: the same message.
  const keyword = error.keyword === 'pattern' && (error.parentSchema as { format?: string } | undefined)?.format ? 'format' : error.keyword;
  switch (keyword) {
    case 'required':
      return MSG.validation.required;
    case 'minLength':
      return field.toLowerCase().includes('password') && (error.params?.limit as number) > 1
        ? MSG.validation.passwordTooShort
        : MSG.validation.required;
    case 'pattern':
      return field === 'name' && typeof error.data === 'string' && /\S/.test(error.data)
        ? MSG.validation.invalidAccount
        : MSG.validation.required;
    case 'format':
      return error.params?.format === 'email' ? MSG.validation.invalidEmail : MSG.validation.invalidBody;
    case 'maxLength':
      return MSG.validation.tooLong;
    case 'const':
    case 'anyOf':
    case 'enum':
      return field === 'rol' ? MSG.validation.invalidRole : MSG.validation.invalidBody;
    default:
      return MSG.validation.invalidBody;
  }
}
