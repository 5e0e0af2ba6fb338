import { Field, NativeSelect } from '@chakra-ui/react';

interface ChoiceFieldProps<V extends string> {
  label: string;
  name: string;
  value: V | '';
  options: readonly { value: V | ''; label: string }[];
  onChange: (value: V | '') => void;
  invalid?: boolean;
  disabled?: boolean;
}

/** A labelled native select: quick to use on a phone and offline. */
export function ChoiceField<V extends string>({ label, name, value, options, onChange, invalid, disabled }: ChoiceFieldProps<V>) {
  return (
    <Field.Root invalid={invalid ?? false} disabled={disabled ?? false}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          name={name}
          value={value}
          onChange={(event) => onChange(options.find((option) => option.value === event.target.value)?.value ?? '')}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
