import { Kind, Type, TypeRegistry, type Static, type StringOptions } from '@sinclair/typebox';

/** Every 4xx/5xx answer. `code` is machine-readable where a client acts on it (the outbox: docs/offline.md). */
export const ErrorBody = Type.Object({ message: Type.String(), code: Type.Optional(Type.String()) }, { $id: 'ErrorBody' });
export type ErrorBody = Static<typeof ErrorBody>;

/** A refusal as Open311 GeoReport v2 words it: the HTTP status and the Spanish message. */
export const Open311Errors = Type.Array(Type.Object({ code: Type.Integer(), description: Type.String() }));
export type Open311Errors = Static<typeof Open311Errors>;

export const MessageBody = Type.Object({ message: Type.String() });
export type MessageBody = Static<typeof MessageBody>;

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
export type IdParams = Static<typeof IdParams>;

/** A required text: at least one non-blank character, so '   ' counts as missing. */
export function RequiredText(maxLength: number, options: { pattern?: string } = {}) {
  return Text({ minLength: 1, maxLength, pattern: options.pattern ?? '\\S' });
}

/**
 * C0 control characters and DEL, except tab, line feed and carriage return. PostgreSQL refuses NUL
 * in text outright, and none of the others belongs in a name, a plate or a description.
 */
export const CONTROL_CHARACTERS = '\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F';
const NO_CONTROL = `^(?=[^${CONTROL_CHARACTERS}]*$)`;
const HAS_CONTROL = new RegExp(`[${CONTROL_CHARACTERS}]`, 'u');

/** True when a text holds a character Text refuses (for the Spanish message that names it). */
export function hasControlCharacters(value: string): boolean {
  return HAS_CONTROL.test(value);
}

/**
 * The contract's one string type for what callers send: every request string is a Text, which
 * refuses control characters on top of the field's own pattern (a look-ahead before it, so both hold).
 */
export function Text(options: StringOptions = {}) {
  const pattern = options.pattern ? `${NO_CONTROL}[\\s\\S]*?(?:${options.pattern})` : NO_CONTROL;
  return Type.String({ ...options, pattern });
}

/** Years the dates of the contract may name: wide enough for any record, narrow enough to compute with. */
const BOUNDED_YEAR = '^(19[0-9]{2}|20[0-9]{2})-';

/** A calendar day 'YYYY-MM-DD' between the years 1900 and 2099. */
export function DateText(options: StringOptions = {}) {
  return Type.String({ ...options, format: 'date', pattern: BOUNDED_YEAR });
}

/** An ISO 8601 date-time between the years 1900 and 2099. */
export function DateTimeText(options: StringOptions = {}) {
  return Type.String({ ...options, format: 'date-time', pattern: BOUNDED_YEAR });
}

/**
 * A string enum rather than a union of literals: the same type and the same validation, while the
 * response serialiser writes it as a plain string instead of trying each branch (listInsp sends
 * nine of these per row). Registered as a kind so TypeBox's own Value.Check knows it too.
 */
export function StringEnum<const T extends readonly string[]>(values: T) {
  return Type.Unsafe<T[number]>({ [Kind]: 'StringEnum', type: 'string', enum: [...values] });
}
if (!TypeRegistry.Has('StringEnum')) {
  TypeRegistry.Set<{ enum: string[] }>('StringEnum', (schema, value) => typeof value === 'string' && schema.enum.includes(value));
}
