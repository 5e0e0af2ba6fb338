import { Field, Input, Spinner } from '@chakra-ui/react';

interface TextFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** Id of a <datalist> with suggestions (marca, modelo, linea). */
  list?: string;
  maxLength?: number;
  readOnly?: boolean;
  busy?: boolean;
  uppercase?: boolean;
}

export function TextField({ label, name, value, onChange, placeholder, list, maxLength, readOnly, busy, uppercase }: TextFieldProps) {
  return (
    <Field.Root readOnly={readOnly ?? false}>
      <Field.Label>
        {label}
        {busy ? <Spinner size="xs" ms="2" color="blue.solid" data-testid="lookup-busy" /> : null}
      </Field.Label>
      <Input
        name={name}
        value={value}
        autoComplete="off"
        {...(uppercase ? { autoCapitalize: 'characters', textTransform: 'uppercase' } : {})}
        {...(placeholder ? { placeholder } : {})}
        {...(list ? { list } : {})}
        {...(maxLength ? { maxLength } : {})}
        readOnly={readOnly ?? false}
        {...(readOnly ? { bg: 'bg.muted', color: 'fg.muted', tabIndex: -1 } : {})}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field.Root>
  );
}
