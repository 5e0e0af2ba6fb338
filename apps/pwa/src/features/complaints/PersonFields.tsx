import { useRef } from 'react';
import { Field, Input, SimpleGrid } from '@chakra-ui/react';
import { MAX_LENGTH, sanitize, type ComplaintFormValues } from './form-values.ts';
import { usePersonLookup } from './use-person-lookup.ts';
import { COMPLAINTS_MSG } from '@reclamos/shared-types/complaints/messages';

interface PersonFieldsProps {
  values: ComplaintFormValues;
  onChange: (patch: Partial<ComplaintFormValues>) => void;
}

/**
 * Cedula (numeric; looks the person up), nombre (uppercase), telefono (numeric). A lookup's
 * answer fills or clears only what the person has not typed since the cedula last changed, so
 * a name typed while the answer was on its way is never wiped.
 */
export function PersonFields({ values, onChange }: PersonFieldsProps) {
  const labels = COMPLAINTS_MSG.form.fields;
  // A form loaded with a complaint to correct counts its names as typed: its first lookup
  // (on mount) must not wipe them.
  const typed = useRef({ nombre: values.nombre !== '', telefono: values.telefono !== '' });
  usePersonLookup(values.cedula, (fill) => {
    const patch: Partial<ComplaintFormValues> = {};
    if (!typed.current.nombre) patch.nombre = fill.nombre;
    if (fill.telefono !== undefined && !typed.current.telefono) patch.telefono = fill.telefono;
    onChange(patch);
  });

  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
      <Field.Root>
        <Field.Label>{labels.cedula}</Field.Label>
        <Input
          name="cedula"
          inputMode="numeric"
          autoComplete="off"
          maxLength={MAX_LENGTH.cedula}
          value={values.cedula}
          onChange={(event) => {
            typed.current = { nombre: false, telefono: false };
            onChange({ cedula: sanitize.cedula(event.target.value) });
          }}
        />
      </Field.Root>
      <Field.Root>
        <Field.Label>{labels.nombre}</Field.Label>
        <Input
          name="nombre"
          autoComplete="name"
          autoCapitalize="characters"
          textTransform="uppercase"
          maxLength={MAX_LENGTH.nombre}
          value={values.nombre}
          onChange={(event) => {
            typed.current.nombre = true;
            onChange({ nombre: sanitize.nombre(event.target.value) });
          }}
        />
      </Field.Root>
      <Field.Root>
        <Field.Label>{labels.telefono}</Field.Label>
        <Input
          name="telefono"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          maxLength={MAX_LENGTH.telefono}
          value={values.telefono}
          onChange={(event) => {
            typed.current.telefono = true;
            onChange({ telefono: sanitize.telefono(event.target.value) });
          }}
        />
      </Field.Root>
    </SimpleGrid>
  );
}
