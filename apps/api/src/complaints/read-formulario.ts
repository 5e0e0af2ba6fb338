import type { FastifyRequest } from 'fastify';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { hasControlCharacters } from '@reclamos/shared-types/common-schemas';
import { FormularioFields } from '@reclamos/shared-types/complaints/schemas';
import { HttpError } from '../platform/http/http-error.ts';
import { COMPLAINTS_MSG, COMPLAINT_FIELD_LABELS } from '@reclamos/shared-types/complaints/messages';
import { MSG } from '@reclamos/shared-types/messages';

const ajv = new Ajv({ coerceTypes: true, removeAdditional: true, allErrors: false, strict: false });
addFormats(ajv, ['date-time']);
const validateFields = ajv.compile<FormularioFields>(FormularioFields);

const UPPERCASE_FIELDS = new Set(['nombre', 'placa']);

export interface FormularioInput {
  fields: FormularioFields;
  photo: Buffer;
}

/**
 * Reads the multipart complaint: text fields (empty ones count as absent; nombre and placa are
 * upper-cased as the form shows them) and the `imagen` file into memory, within the multipart
 * limits (one file of at most 8 MB).
 */
export async function readFormulario(request: FastifyRequest): Promise<FormularioInput> {
  if (!request.isMultipart()) throw new HttpError(415, COMPLAINTS_MSG.server.notMultipart);
  const raw: Record<string, string> = {};
  let photo: Buffer | null = null;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      if (part.fieldname === 'imagen' && photo === null) photo = bytes;
    } else if (typeof part.value === 'string') {
      // Browsers send each line break of a form field as CRLF; the form counted one character.
      const value = part.value.replace(/\r\n?/g, '\n').trim();
      if (value !== '') raw[part.fieldname] = UPPERCASE_FIELDS.has(part.fieldname) ? value.toUpperCase() : value;
    }
  }
  if (!photo || photo.length === 0) throw new HttpError(400, COMPLAINTS_MSG.server.photoRequired);
  if (!validateFields(raw)) {
    const field = validateFields.errors?.[0]?.instancePath.slice(1) || String(validateFields.errors?.[0]?.params?.missingProperty ?? '');
    if (hasControlCharacters(String(raw[field] ?? ''))) throw new HttpError(400, MSG.validation.controlCharacters);
    const limit = validateFields.errors?.[0]?.keyword === 'maxLength' ? Number(validateFields.errors[0].params.limit) : null;
    if (limit !== null)
      throw new HttpError(
        400,
        MSG.validation.fieldTooLong(COMPLAINT_FIELD_LABELS[field] ?? field, limit, [...(raw[field] ?? '')].length - limit),
      );
    if (field === 'delito_id') throw new HttpError(400, COMPLAINTS_MSG.server.delitoRequired);
    throw new HttpError(400, COMPLAINTS_MSG.server.invalidField(field));
  }
  return { fields: raw as unknown as FormularioFields, photo };
}
