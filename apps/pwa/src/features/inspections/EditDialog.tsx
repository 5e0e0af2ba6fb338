import { useState } from 'react';
import { Field, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import type { Inspection } from '@reclamos/shared-types/inspections/schemas';
import { MAX_LENGTH, editValuesOf, sanitize, type EditValues } from './form-values.ts';
import { TextField } from './TextField.tsx';
import { FormDialog } from '../../lib/ui/FormDialog.tsx';
import { useDialogSubmit } from '../../lib/ui/use-dialog-submit.ts';
import { INSPECTIONS_MSG } from '@reclamos/shared-types/inspections/messages';

interface EditDialogProps {
  record: Inspection;
  onClose: () => void;
  onSubmit: (values: EditValues) => Promise<void>;
}

const TEXT = INSPECTIONS_MSG.screen;

/** 'Modificacion Registro Inspecion.': cedula read-only; only nombre, observacion, radicatoria change. */
export function EditDialog({ record, onClose, onSubmit }: EditDialogProps) {
  const [values, setValues] = useState<EditValues>(() => editValuesOf(record));
  const { saving, run } = useDialogSubmit();

  async function handleSubmit(): Promise<boolean> {
    return run(async () => {
      await onSubmit(values);
    });
  }

  return (
    <FormDialog
      title={TEXT.modifyTitle}
      onClose={onClose}
      onSubmit={handleSubmit}
      saving={saving}
      submitLabel={TEXT.modify}
      layout="page"
      scrollInside
    >
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
          <TextField label={TEXT.fields.cedula} name="cedula" value={record.propietario.cedula} readOnly onChange={() => {}} />
          <TextField
            label={TEXT.fields.nombre}
            name="nombre"
            value={values.nombre}
            maxLength={MAX_LENGTH.nombre}
            uppercase
            onChange={(text) => setValues({ ...values, nombre: sanitize.nombre(text) })}
          />
          <TextField label={TEXT.fields.placa} name="placa" value={record.vehicle.placa} readOnly onChange={() => {}} />
        </SimpleGrid>
        <Field.Root>
          <Field.Label>{TEXT.fields.observacion}</Field.Label>
          <Textarea
            name="observacion"
            rows={3}
            maxLength={MAX_LENGTH.observacion}
            value={values.observacion}
            onChange={(event) => setValues({ ...values, observacion: sanitize.observacion(event.target.value) })}
          />
        </Field.Root>
        <Field.Root>
          <Field.Label>{TEXT.fields.radicatoria}</Field.Label>
          <Textarea
            name="radicatoria"
            rows={2}
            maxLength={MAX_LENGTH.radicatoria}
            value={values.radicatoria}
            onChange={(event) => setValues({ ...values, radicatoria: sanitize.radicatoria(event.target.value) })}
          />
        </Field.Root>
      </Stack>
    </FormDialog>
  );
}
