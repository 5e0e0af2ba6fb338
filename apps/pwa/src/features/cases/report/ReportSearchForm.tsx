import { useState, type FormEvent } from 'react';
import { Button, Field, Flex, Input } from '@chakra-ui/react';
import { LuSearch } from 'react-icons/lu';
import type { ReportFechaBody } from '@reclamos/shared-types/complaints/schemas';
import { notifyError } from '../../../lib/notify.ts';
import { rangeProblem } from './date-range.ts';
import { CASES_STAFF_MSG } from '@reclamos/shared-types/cases/messages-staff';

interface ReportSearchFormProps {
  initial: ReportFechaBody;
  loading: boolean;
  onSearch: (range: ReportFechaBody) => void;
}

/** The two date pickers and 'Buscar'; a reversed or empty range is refused here, with no call. */
export function ReportSearchForm({ initial, loading, onSearch }: ReportSearchFormProps) {
  const [range, setRange] = useState(initial);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = rangeProblem(range);
    if (problem) {
      notifyError(problem);
      return;
    }
    onSearch(range);
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={CASES_STAFF_MSG.report.searchForm}>
      <Flex gap="3" align="flex-end" wrap="wrap">
        <Field.Root width={{ base: 'full', sm: '44' }}>
          <Field.Label>{CASES_STAFF_MSG.report.from}</Field.Label>
          <Input type="date" name="ini" bg="bg" value={range.ini} onChange={(event) => setRange({ ...range, ini: event.target.value })} />
        </Field.Root>
        <Field.Root width={{ base: 'full', sm: '44' }}>
          <Field.Label>{CASES_STAFF_MSG.report.to}</Field.Label>
          <Input type="date" name="fin" bg="bg" value={range.fin} onChange={(event) => setRange({ ...range, fin: event.target.value })} />
        </Field.Root>
        <Button type="submit" colorPalette="blue" loading={loading} width={{ base: 'full', sm: 'auto' }}>
          <LuSearch /> {CASES_STAFF_MSG.report.search}
        </Button>
      </Flex>
    </form>
  );
}
