import { Button, Field, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import type { AssignableStaff, StaffRef } from '@reclamos/shared-types/cases/schemas';
import { CASES_STAFF_MSG } from '@reclamos/shared-types/cases/messages-staff';

const TEXT = CASES_STAFF_MSG.panel;

interface CaseAssignmentProps {
  asignado: StaffRef | null;
  staff: AssignableStaff;
  myId: number;
  busy: boolean;
  onAssign: (usuarioId: number | null) => void;
}

/** Who has the case: take it, give it to another staff member, or leave it unassigned. */
export function CaseAssignment({ asignado, staff, myId, busy, onAssign }: CaseAssignmentProps) {
  return (
    <Stack gap="2">
      <Text textStyle="sm" data-testid="case-assignee">
        {asignado ? TEXT.assignedTo(asignado.nombre) : TEXT.nobody}
      </Text>
      <HStack gap="2" wrap="wrap" align="end">
        {asignado?.id !== myId ? (
          <Button size="sm" colorPalette="blue" variant="outline" loading={busy} onClick={() => onAssign(myId)}>
            {TEXT.takeIt}
          </Button>
        ) : null}
        {asignado ? (
          <Button size="sm" variant="ghost" loading={busy} onClick={() => onAssign(null)}>
            {TEXT.release}
          </Button>
        ) : null}
        {staff.length > 0 ? (
          <Field.Root width="auto" minW="48" flex="1">
            <Field.Label textStyle="xs">{TEXT.assignTo}</Field.Label>
            <NativeSelect.Root size="sm" disabled={busy}>
              <NativeSelect.Field
                name="asignar"
                value={asignado ? String(asignado.id) : ''}
                onChange={(event) => onAssign(event.target.value ? Number(event.target.value) : null)}
              >
                <option value="">{TEXT.nobody}</option>
                {staff.map((person) => (
                  <option key={person.id} value={String(person.id)}>
                    {person.nombre}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        ) : null}
      </HStack>
    </Stack>
  );
}
