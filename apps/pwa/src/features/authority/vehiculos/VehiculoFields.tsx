import { useId } from 'react';
import { Field, Input, SimpleGrid } from '@chakra-ui/react';
import { LIST_KINDS, VEHICULO_FIELDS, VEHICULO_LIMITS, type ListKind, type VehiculoField } from '@reclamos/shared-types/authority/values';
import { AUTHORITY_MSG } from '@reclamos/shared-types/authority/messages';

const TEXT = AUTHORITY_MSG.vehiculos;

/** What the form holds while typing: the plate and the seven registry fields. */
export type VehiculoValues = { placa: string } & Record<VehiculoField, string>;

export const EMPTY_VEHICULO: VehiculoValues = { placa: '', tipo: '', marca: '', modelo: '', linea: '', numero: '', carnet: '', chofer: '' };

interface VehiculoFieldsProps {
  values: VehiculoValues;
  onChange: (values: VehiculoValues) => void;
  /** Editing: the plate names the row and is not changed here. */
  placaLocked: boolean;
  placaInvalid: boolean;
  /** The suggestion lists' values, offered while typing tipo, marca, modelo and línea. */
  suggestions: Partial<Record<ListKind, readonly string[]>>;
}

const isListKind = (field: VehiculoField): field is ListKind => (LIST_KINDS as readonly string[]).includes(field);

export function VehiculoFields({ values, onChange, placaLocked, placaInvalid, suggestions }: VehiculoFieldsProps) {
  const listId = useId();
  const set = (key: keyof VehiculoValues, value: string) => onChange({ ...values, [key]: value });
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <Field.Root required={!placaLocked} disabled={placaLocked} invalid={placaInvalid}>
        <Field.Label>{TEXT.fields.placa}</Field.Label>
        <Input
          name="placa"
          value={values.placa}
          maxLength={VEHICULO_LIMITS.placa}
          autoComplete="off"
          autoCapitalize="characters"
          textTransform="uppercase"
          onChange={(event) => set('placa', event.target.value)}
        />
        <Field.HelperText>{TEXT.placaHint}</Field.HelperText>
      </Field.Root>
      {VEHICULO_FIELDS.map((field) => (
        <Field.Root key={field}>
          <Field.Label>{TEXT.fields[field]}</Field.Label>
          <Input
            name={field}
            value={values[field]}
            maxLength={VEHICULO_LIMITS[field]}
            autoComplete="off"
            textTransform="uppercase"
            {...(isListKind(field) ? { list: `${listId}-${field}` } : {})}
            onChange={(event) => set(field, event.target.value)}
          />
          {isListKind(field) ? (
            <datalist id={`${listId}-${field}`}>
              {(suggestions[field] ?? []).map((value) => (
                <option key={value} value={value} />
              ))}
            </datalist>
          ) : null}
        </Field.Root>
      ))}
    </SimpleGrid>
  );
}
