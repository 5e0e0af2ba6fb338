import { Field, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { ROLES, type Role } from '@reclamos/shared-types/roles';
import { PasswordInput } from '../../lib/ui/PasswordInput.tsx';
import { USERS_MSG } from '@reclamos/shared-types/users/messages';

/** What the create and edit forms hold while typing; `rol` is '' until one is chosen. */
export interface UserFormValues {
  nombre: string;
  name: string;
  email: string;
  rol: Role | '';
  password: string;
}

export const EMPTY_USER_FORM: UserFormValues = { nombre: '', name: '', email: '', rol: '', password: '' };

interface UserFormFieldsProps {
  values: UserFormValues;
  onChange: (values: UserFormValues) => void;
  withPassword: boolean;
  roleLocked?: boolean;
}

export function UserFormFields({ values, onChange, withPassword, roleLocked = false }: UserFormFieldsProps) {
  const set = <K extends keyof UserFormValues>(key: K, value: UserFormValues[K]) => onChange({ ...values, [key]: value });

  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <Field.Root required>
        <Field.Label>{USERS_MSG.fields.nombre}</Field.Label>
        <Input name="nombre" value={values.nombre} onChange={(event) => set('nombre', event.target.value)} />
      </Field.Root>
      <Field.Root required>
        <Field.Label>{USERS_MSG.fields.name}</Field.Label>
        <Input
          name="name"
          autoComplete="off"
          autoCapitalize="none"
          value={values.name}
          onChange={(event) => set('name', event.target.value)}
        />
      </Field.Root>
      <Field.Root required>
        <Field.Label>{USERS_MSG.fields.email}</Field.Label>
        <Input name="email" type="email" inputMode="email" value={values.email} onChange={(event) => set('email', event.target.value)} />
        <Field.HelperText>{USERS_MSG.hints.email}</Field.HelperText>
      </Field.Root>
      <Field.Root disabled={roleLocked} required={withPassword}>
        <Field.Label>{USERS_MSG.fields.rol}</Field.Label>
        <NativeSelect.Root disabled={roleLocked}>
          <NativeSelect.Field
            name="rol"
            placeholder={USERS_MSG.selectRole}
            value={values.rol}
            onChange={(event) => set('rol', toRole(event.target.value))}
          >
            {ROLES.map((rol) => (
              <option key={rol} value={rol}>
                {rol}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {withPassword ? (
        <Field.Root required>
          <Field.Label>{USERS_MSG.fields.password}</Field.Label>
          <PasswordInput
            name="password"
            autoComplete="new-password"
            value={values.password}
            onChange={(event) => set('password', event.target.value)}
          />
          <Field.HelperText>{USERS_MSG.hints.password}</Field.HelperText>
        </Field.Root>
      ) : null}
    </SimpleGrid>
  );
}

function toRole(value: string): Role | '' {
  return ROLES.find((rol) => rol === value) ?? '';
}
