import { chakra, Field, Flex, NativeSelect } from '@chakra-ui/react';
import type { AssignableStaff } from '@reclamos/shared-types/cases/schemas';
import { COMPLAINT_STATES, OPEN_STATES, type ComplaintState } from '@reclamos/shared-types/cases/values';
import type { ReportQuery } from './report-query.ts';
import { CASES_STAFF_MSG } from '@reclamos/shared-types/cases/messages-staff';
import { DASHBOARD_MSG } from '@reclamos/shared-types/dashboard/messages';

const TEXT = CASES_STAFF_MSG.report;
const OPEN = 'abiertos';
const MINE = 'mios';

interface ReportFiltersProps {
  query: ReportQuery;
  staff: AssignableStaff;
  myId: number;
  onChange: (query: ReportQuery) => void;
}

function estadoValue(estado: readonly ComplaintState[]): string {
  if (estado.length === 0) return '';
  if (estado.length === OPEN_STATES.length && OPEN_STATES.every((state) => estado.includes(state))) return OPEN;
  return estado[0]!;
}

function asignadoValue(asignado: number | null | undefined, myId: number): string {
  if (asignado === undefined) return '';
  if (asignado === null) return 'ninguno';
  return asignado === myId ? MINE : String(asignado);
}

type Scope = 'llegada' | 'cierre' | 'abiertos';

const scopeOf = (query: ReportQuery): Scope => (query.abiertos ? 'abiertos' : query.segun);

/**
 * Which complaints (received on the dates, closed on the dates, or every open one whatever its
 * date), then state, assignee and overdue: each change searches again (the server filters).
 */
export function ReportFilters({ query, staff, myId, onChange }: ReportFiltersProps) {
  const setScope = (scope: Scope) =>
    onChange({ ...query, abiertos: scope === 'abiertos', segun: scope === 'abiertos' ? query.segun : scope });
  const setEstado = (value: string) =>
    onChange({ ...query, estado: value === '' ? [] : value === OPEN ? [...OPEN_STATES] : [value as ComplaintState] });
  const setAsignado = (value: string) =>
    onChange({ ...query, asignado: value === '' ? undefined : value === 'ninguno' ? null : value === MINE ? myId : Number(value) });

  return (
    <Flex as="fieldset" gap="3" align="flex-end" wrap="wrap" aria-label={TEXT.filters}>
      <Field.Root width={{ base: 'full', sm: '64' }}>
        <Field.Label>{TEXT.scope}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field name="alcance" bg="bg" value={scopeOf(query)} onChange={(event) => setScope(event.target.value as Scope)}>
            <option value="llegada">{TEXT.scopeReceived}</option>
            <option value="cierre">{TEXT.scopeClosed}</option>
            <option value="abiertos">{TEXT.scopeOpen}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root width={{ base: 'calc(50% - 0.375rem)', sm: '56' }}>
        <Field.Label>{TEXT.estado}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field name="estado" bg="bg" value={estadoValue(query.estado)} onChange={(event) => setEstado(event.target.value)}>
            <option value="">{TEXT.anyEstado}</option>
            <option value={OPEN}>{DASHBOARD_MSG.open}</option>
            {COMPLAINT_STATES.map((estado) => (
              <option key={estado} value={estado}>
                {estado}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root width={{ base: 'calc(50% - 0.375rem)', sm: '56' }}>
        <Field.Label>{TEXT.asignado}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            name="asignado"
            bg="bg"
            value={asignadoValue(query.asignado, myId)}
            onChange={(event) => setAsignado(event.target.value)}
          >
            <option value="">{TEXT.anyAsignado}</option>
            <option value={MINE}>{TEXT.mine}</option>
            <option value="ninguno">{TEXT.unassigned}</option>
            {staff
              .filter((person) => person.id !== myId)
              .map((person) => (
                <option key={person.id} value={String(person.id)}>
                  {person.nombre}
                </option>
              ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <chakra.label display="inline-flex" alignItems="center" gap="2" h="10" textStyle="sm" fontWeight="medium" cursor="pointer">
        <chakra.input
          type="checkbox"
          name="vencido"
          checked={query.vencido}
          onChange={(event) => onChange({ ...query, vencido: event.target.checked })}
          w="4"
          h="4"
          accentColor="blue.solid"
        />
        {TEXT.vencido}
      </chakra.label>
    </Flex>
  );
}
