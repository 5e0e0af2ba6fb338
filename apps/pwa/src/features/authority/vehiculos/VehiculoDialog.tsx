import { useState } from 'react';
import { LIST_KINDS, VEHICULO_FIELDS } from '@reclamos/shared-types/authority/values';
import type { RegistryVehiculo, VehiculoUpdateBody } from '@reclamos/shared-types/authority/schemas';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { FormDialog } from '../../../lib/ui/FormDialog.tsx';
import { useDialogSubmit } from '../../../lib/ui/use-dialog-submit.ts';
import { createVehiculo, listValues, updateVehiculo } from '../authority-api.ts';
import { isValidPlaca, normalizePlaca } from '../plates.ts';
import { useLoad } from '../use-load.ts';
import { EMPTY_VEHICULO, VehiculoFields, type VehiculoValues } from './VehiculoFields.tsx';
import { AUTHORITY_MSG } from '@reclamos/shared-types/authority/messages';
import { MSG } from '@reclamos/shared-types/messages';

const TEXT = AUTHORITY_MSG.vehiculos;

interface VehiculoDialogProps {
  /** null: a new vehicle; otherwise the registry row corrected (render with its plate as `key`). */
  vehiculo: RegistryVehiculo | null;
  onClose: () => void;
  onSaved: () => void;
}

/** 'NUEVO VEHÍCULO' / 'MODIFICAR VEHÍCULO': an edit sends only the fields that changed. */
export function VehiculoDialog({ vehiculo, onClose, onSaved }: VehiculoDialogProps) {
  const [values, setValues] = useState<VehiculoValues>(vehiculo ? pick(vehiculo) : EMPTY_VEHICULO);
  const [tried, setTried] = useState(false);
  const { saving, run } = useDialogSubmit();
  // The lists' spellings are offered while typing, so that a new misspelling is less likely.
  const lists = useLoad(loadSuggestions, 'lists');
  const placa = normalizePlaca(values.placa);

  async function handleSubmit(): Promise<boolean> {
    setTried(true);
    if (!vehiculo && !isValidPlaca(placa)) {
      notifyError(placa ? AUTHORITY_MSG.api.invalidPlaca : MSG.validation.required);
      return false;
    }
    const changes = vehiculo ? changedFields(vehiculo, values) : null;
    if (changes && Object.keys(changes).length === 0) {
      onClose();
      return true;
    }
    return run(async () => {
      if (vehiculo && changes) await updateVehiculo(vehiculo.placa, changes);
      else await createVehiculo({ placa, ...trimmedFields(values) });
      notifySuccess(vehiculo ? MSG.notices.updated : MSG.notices.created);
      onClose();
      onSaved();
    });
  }

  return (
    <FormDialog
      title={vehiculo ? TEXT.editTitle(vehiculo.placa) : TEXT.createTitle}
      onClose={onClose}
      onSubmit={handleSubmit}
      saving={saving}
      layout="form"
    >
      <VehiculoFields
        values={values}
        onChange={setValues}
        placaLocked={vehiculo !== null}
        placaInvalid={tried && !vehiculo && !isValidPlaca(placa)}
        suggestions={lists.data ?? {}}
      />
    </FormDialog>
  );
}

/** Without the lists the fields still take any text: a failure here is not worth a notice. */
async function loadSuggestions(signal: AbortSignal) {
  const values = await Promise.all(LIST_KINDS.map((kind) => listValues(kind, signal).catch(() => [])));
  return Object.fromEntries(LIST_KINDS.map((kind, index) => [kind, values[index] ?? []]));
}

function pick(vehiculo: RegistryVehiculo): VehiculoValues {
  const { placa, tipo, marca, modelo, linea, numero, carnet, chofer } = vehiculo;
  return { placa, tipo, marca, modelo, linea, numero, carnet, chofer };
}

function trimmedFields(values: VehiculoValues): VehiculoUpdateBody {
  return Object.fromEntries(VEHICULO_FIELDS.map((field) => [field, values[field].trim()]));
}

/** The fields whose text differs from the registry row ('' empties one). */
function changedFields(vehiculo: RegistryVehiculo, values: VehiculoValues): VehiculoUpdateBody {
  const trimmed = trimmedFields(values);
  return Object.fromEntries(
    VEHICULO_FIELDS.filter((field) => trimmed[field]!.toUpperCase() !== vehiculo[field]).map((field) => [field, trimmed[field]]),
  );
}
