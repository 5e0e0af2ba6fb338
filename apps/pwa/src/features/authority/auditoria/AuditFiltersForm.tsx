import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, Field, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { LuSearch } from 'react-icons/lu';
import { AUDIT_ACTIONS, AUDIT_OBJECTS } from '@reclamos/shared-types/authority/values';
import type { UserList } from '@reclamos/shared-types/users/schemas';
import { notifyError } from '../../../lib/notify.ts';
import { actionLabel, objectLabel, type AuditFilters } from './audit-values.ts';
import { AUTHORITY_MSG } from '@reclamos/shared-types/authority/messages';

const TEXT = AUTHORITY_MSG.auditoria;
/** On a phone the two dates share a line; the choices and the button take one each. */
const WIDE = { base: 'span 2', lg: 'auto' };

interface AuditFiltersFormProps {
  initial: AuditFilters;
  users: UserList;
  loading: boolean;
  onSearch: (filters: AuditFilters) => void;
}

/** Desde, hasta, usuario, acción, objeto and 'Buscar'; a reversed range is refused here. */
export function AuditFiltersForm({ initial, users, loading, onSearch }: AuditFiltersFormProps) {
  const [filters, setFilters] = useState(initial);
  const set = (key: keyof AuditFilters) => (value: string) => setFilters({ ...filters, [key]: value });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (filters.desde && filters.hasta && filters.desde > filters.hasta) {
      notifyError(AUTHORITY_MSG.api.auditRangeReversed);
      return;
    }
    onSearch(filters);
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={TEXT.title}>
      <SimpleGrid columns={{ base: 2, lg: 6 }} gap="3" alignItems="end">
        <Field.Root>
          <Field.Label>{TEXT.desde}</Field.Label>
          <Input type="date" name="desde" bg="bg" value={filters.desde} onChange={(event) => set('desde')(event.target.value)} />
        </Field.Root>
        <Field.Root>
          <Field.Label>{TEXT.hasta}</Field.Label>
          <Input type="date" name="hasta" bg="bg" value={filters.hasta} onChange={(event) => set('hasta')(event.target.value)} />
        </Field.Root>
        <Choice label={TEXT.usuario} name="usuario" value={filters.usuario} onChange={set('usuario')}>
          {users.map((user) => (
            <option key={user.id} value={String(user.id)}>
              {user.nombre} ({user.name})
            </option>
          ))}
        </Choice>
        <Choice label={TEXT.accion} name="accion" value={filters.accion} onChange={set('accion')}>
          {AUDIT_ACTIONS.map((accion) => (
            <option key={accion} value={accion}>
              {actionLabel(accion)}
            </option>
          ))}
        </Choice>
        <Choice label={TEXT.objeto} name="objeto" value={filters.objeto} onChange={set('objeto')}>
          {AUDIT_OBJECTS.map((objeto) => (
            <option key={objeto} value={objeto}>
              {objectLabel(objeto)}
            </option>
          ))}
        </Choice>
        <Button type="submit" colorPalette="blue" loading={loading} gridColumn={WIDE}>
          <LuSearch /> {TEXT.search}
        </Button>
      </SimpleGrid>
    </form>
  );
}

function Choice({
  label,
  name,
  value,
  onChange,
  children,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <Field.Root gridColumn={WIDE}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field name={name} bg="bg" value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{TEXT.all}</option>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
