import { useId } from 'react';
import { Heading, SimpleGrid, Stack, Textarea, Field } from '@chakra-ui/react';
import type { Propietario, Vehicle } from '@reclamos/shared-types/inspections/schemas';
import {
  CALIFICACIONES,
  CATEGORIAS,
  CHECKLIST_ITEMS,
  CHECKLIST_VALUES,
  DEFAULT_SEGURO,
  SEGUROS,
} from '@reclamos/shared-types/inspections/values';
import { ChoiceField } from './ChoiceField.tsx';
import { MAX_LENGTH, applyOwnerLookup, applyVehicleLookup, sanitize, type InspectionFormValues } from './form-values.ts';
import type { SuggestionLists } from './inspections-data.ts';
import { lookupPropietario, lookupVehicle } from './inspections-data.ts';
import { TextField } from './TextField.tsx';
import { useRegistryLookup } from './use-registry-lookup.ts';
import { INSPECTIONS_MSG } from '@reclamos/shared-types/inspections/messages';

interface InspectionFormFieldsProps {
  values: InspectionFormValues;
  onChange: (update: (values: InspectionFormValues) => InspectionFormValues) => void;
  lists: SuggestionLists;
}

const LABELS = INSPECTIONS_MSG.screen;
const FIELD = (name: keyof typeof LABELS.fields) => LABELS.fields[name];

/** DATOS DE PROPIETARIO, DATOS DE VEHICULO and DATOS DE INSPECCION of the registration dialog. */
export function InspectionFormFields({ values, onChange, lists }: InspectionFormFieldsProps) {
  const ids = { marca: useId(), modelo: useId(), linea: useId() };
  const ownerBusy = useRegistryLookup(values.propietario.cedula, lookupPropietario, (typed: string, found: Propietario | null) =>
    onChange((current) => applyOwnerLookup(current, typed, found)),
  );
  const vehicleBusy = useRegistryLookup(values.vehicle.placa, lookupVehicle, (typed: string, found: Vehicle | null) =>
    onChange((current) => applyVehicleLookup(current, typed, found)),
  );
  const owner = (patch: Partial<InspectionFormValues['propietario']>) =>
    onChange((current) => ({ ...current, propietario: { ...current.propietario, ...patch } }));
  const vehicle = (patch: Partial<InspectionFormValues['vehicle']>) =>
    onChange((current) => ({ ...current, vehicle: { ...current.vehicle, ...patch } }));
  const tipos = values.vehicle.tipo && !lists.tipo.includes(values.vehicle.tipo) ? [values.vehicle.tipo, ...lists.tipo] : lists.tipo;
  const choose = { value: '' as const, label: LABELS.choose };

  return (
    <Stack gap="6">
      <Stack as="section" gap="3" aria-label={LABELS.ownerSection}>
        <Heading as="h3" size="sm" color="atm.navy">
          {LABELS.ownerSection}
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 4 }} gap="3">
          <TextField
            label={FIELD('cedula')}
            name="cedula"
            placeholder={LABELS.cedulaPlaceholder}
            value={values.propietario.cedula}
            maxLength={MAX_LENGTH.cedula}
            busy={ownerBusy}
            uppercase
            onChange={(text) => owner({ cedula: sanitize.cedula(text) })}
          />
          <TextField
            label={FIELD('nombre')}
            name="nombre"
            value={values.propietario.nombre}
            maxLength={MAX_LENGTH.nombre}
            uppercase
            onChange={(text) => owner({ nombre: sanitize.nombre(text) })}
          />
          <ChoiceField
            label={FIELD('categoria')}
            name="categoria"
            value={values.propietario.categoria}
            options={CATEGORIAS.map((value) => ({ value, label: value || LABELS.noCategoria }))}
            onChange={(categoria) => owner({ categoria })}
          />
          <ChoiceField
            label={FIELD('seguro')}
            name="seguro"
            value={values.propietario.seguro}
            options={SEGUROS.map((value) => ({ value, label: value }))}
            onChange={(seguro) => owner({ seguro: seguro || DEFAULT_SEGURO })}
          />
        </SimpleGrid>
      </Stack>

      <Stack as="section" gap="3" aria-label={LABELS.vehicleSection}>
        <Heading as="h3" size="sm" color="atm.navy">
          {LABELS.vehicleSection}
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 5 }} gap="3">
          <TextField
            label={FIELD('placa')}
            name="placa"
            placeholder={LABELS.placaPlaceholder}
            value={values.vehicle.placa}
            maxLength={MAX_LENGTH.placa}
            busy={vehicleBusy}
            uppercase
            onChange={(text) => vehicle({ placa: sanitize.placa(text) })}
          />
          <ChoiceField
            label={FIELD('tipo')}
            name="tipo"
            value={values.vehicle.tipo}
            options={[choose, ...tipos.map((value) => ({ value, label: value }))]}
            onChange={(tipo) => vehicle({ tipo })}
          />
          {(['marca', 'modelo', 'linea'] as const).map((key) => (
            <TextField
              key={key}
              label={FIELD(key)}
              name={key}
              value={values.vehicle[key]}
              list={ids[key]}
              maxLength={MAX_LENGTH.registry}
              uppercase
              onChange={(text) => vehicle({ [key]: sanitize.registry(text) })}
            />
          ))}
        </SimpleGrid>
        {(['marca', 'modelo', 'linea'] as const).map((key) => (
          <datalist key={key} id={ids[key]} data-testid={`suggestions-${key}`}>
            {lists[key].map((value) => (
              <option key={value} value={value} />
            ))}
          </datalist>
        ))}
      </Stack>

      <Stack as="section" gap="3" aria-label={LABELS.inspectionSection}>
        <Heading as="h3" size="sm" color="atm.navy">
          {LABELS.inspectionSection}
        </Heading>
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
          {CHECKLIST_ITEMS.map((item) => (
            <ChoiceField
              key={item}
              label={FIELD(item)}
              name={item}
              value={values.checklist[item]}
              invalid={values.checklist[item] === ''}
              options={[choose, ...CHECKLIST_VALUES.map((value) => ({ value, label: value }))]}
              onChange={(value) => onChange((current) => ({ ...current, checklist: { ...current.checklist, [item]: value } }))}
            />
          ))}
          <ChoiceField
            label={FIELD('calificacion')}
            name="calificacion"
            value={values.calificacion}
            invalid={values.calificacion === ''}
            options={[choose, ...CALIFICACIONES.map((value) => ({ value, label: value }))]}
            onChange={(calificacion) => onChange((current) => ({ ...current, calificacion }))}
          />
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          <Field.Root>
            <Field.Label>{FIELD('observacion')}</Field.Label>
            <Textarea
              name="observacion"
              rows={3}
              maxLength={MAX_LENGTH.observacion}
              value={values.observacion}
              onChange={(event) => onChange((current) => ({ ...current, observacion: sanitize.observacion(event.target.value) }))}
            />
          </Field.Root>
          <Field.Root>
            <Field.Label>{FIELD('radicatoria')}</Field.Label>
            <Textarea
              name="radicatoria"
              rows={3}
              maxLength={MAX_LENGTH.radicatoria}
              value={values.radicatoria}
              onChange={(event) => onChange((current) => ({ ...current, radicatoria: sanitize.radicatoria(event.target.value) }))}
            />
          </Field.Root>
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
