import { Kind, Type, TypeRegistry, type Static } from '@sinclair/typebox';

/** Every 4xx/5xx answer. `code` is machine-readable where a client acts on it (OFFLINE.md). */
export const ErrorBody = Type.Object(
  { message: Type.String(), code: Type.Optional(Type.String()) },
  { $id: 'ErrorBody' },
);
export type ErrorBody = Static<typeof ErrorBody>;

export const MessageBody = Type.Object({ message: Type.String() });
export type MessageBody = Static<typeof MessageBody>;

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
export type IdParams = Static<typeof IdParams>;

/** A required text: at least one non-blank character, so '   ' counts as missing. */
export function RequiredText(maxLength: number, options: { pattern?: string } = {}) {
  return Type.String({ minLength: 1, maxLength, pattern: options.pattern ?? '\\S' });
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
