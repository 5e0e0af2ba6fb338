import { Box, Field, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { DelitoList } from '@reclamos/shared-types/complaints/schemas';
import { MAX_LENGTH, sanitize, type ComplaintFormValues } from './form-values.ts';
import { useVehicleLookup, type VehicleInfo } from './use-vehicle-lookup.ts';
import { COMPLAINTS_MSG } from '@reclamos/shared-types/complaints/messages';

interface VehicleFieldsProps {
  values: ComplaintFormValues;
  onChange: (patch: Partial<ComplaintFormValues>) => void;
  delitos: DelitoList | undefined;
  delitoInvalid: boolean;
  /** The catalogue could not be fetched (and none is cached): say why the list is empty. */
  catalogueFailed: boolean;
}

/** Placa (uppercase; shows the registered vehicle to confirm) and the infraction dropdown. */
export function VehicleFields({ values, onChange, delitos, delitoInvalid, catalogueFailed }: VehicleFieldsProps) {
  const form = COMPLAINTS_MSG.form;
  const vehicle = useVehicleLookup(values.placa);
  const noCatalogue = catalogueFailed && (delitos ?? []).length === 0;

  return (
    <Stack gap="4">
      <Field.Root>
        <Field.Label>{form.fields.placa}</Field.Label>
        <Input
          name="placa"
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={MAX_LENGTH.placa}
          value={values.placa}
          onChange={(event) => onChange({ placa: sanitize.placa(event.target.value) })}
        />
      </Field.Root>
      {vehicle ? <VehicleCard vehicle={vehicle} /> : null}
      <Field.Root invalid={delitoInvalid || noCatalogue}>
        <Field.Label>{form.fields.delito}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            name="delito_id"
            placeholder={form.selectDelito}
            value={values.delitoId}
            onChange={(event) => onChange({ delitoId: event.target.value })}
          >
            {(delitos ?? []).map((delito) => (
              <option key={delito.id} value={String(delito.id)}>
                {delito.detalle}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.ErrorText>{noCatalogue ? form.delitosUnavailable : COMPLAINTS_MSG.server.delitoRequired}</Field.ErrorText>
      </Field.Root>
    </Stack>
  );
}

function VehicleCard({ vehicle }: { vehicle: VehicleInfo }) {
  const form = COMPLAINTS_MSG.form;
  const items = [
    [form.vehicleTipo, vehicle.tipo],
    [form.vehicleLinea, vehicle.linea],
    [form.vehicleNumero, vehicle.numero],
  ] as const;
  return (
    <Box
      role="group"
      aria-label={form.vehicleFound}
      data-testid="vehicle-info"
      bg="blue.subtle"
      borderWidth="1px"
      borderColor="blue.muted"
      rounded="l2"
      px="3"
      py="2"
    >
      <Text textStyle="xs" fontWeight="semibold" color="blue.fg" mb="1">
        {form.vehicleFound}
      </Text>
      <SimpleGrid columns={3} gap="2">
        {items.map(([label, value]) => (
          <Box key={label} minW="0">
            <Text textStyle="xs" color="fg.muted">
              {label}
            </Text>
            <Text fontWeight="medium" truncate>
              {value || '—'}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
    </Box>
  );
}
