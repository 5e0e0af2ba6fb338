import { useState, type FormEvent } from 'react';
import { Button, Flex, Input, NativeSelect, Text } from '@chakra-ui/react';
import { COMPLAINT_STATES, isClosedState, WORKFLOW_LIMITS, type ComplaintState } from '@reclamos/shared-types/cases/values';
import { notifyError, notifySuccess } from '../../../lib/notify.ts';
import { draftBody, EMPTY_DRAFT } from '../panel/state-draft.ts';
import { changeStates } from './reports-api.ts';
import { CASES_STAFF_MSG } from '@reclamos/shared-types/cases/messages-staff';

const TEXT = CASES_STAFF_MSG.report;

interface BulkBarProps {
  selected: readonly number[];
  /** Called with the ids the server refused (they stay selected), after a change. */
  onDone: (refused: number[]) => void;
  onClear: () => void;
}

/** Several selected rows to one state at once; each is changed on its own, refusals are listed. */
export function BulkBar({ selected, onDone, onClear }: BulkBarProps) {
  const [draft, setDraft] = useState(EMPTY_DRAFT);
  const [busy, setBusy] = useState(false);
  const closing = draft.estado !== '' && isClosedState(draft.estado);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = draftBody(draft);
    if ('problem' in result) {
      notifyError(result.problem);
      return;
    }
    setBusy(true);
    try {
      const answer = await changeStates({ ids: selected.slice(0, WORKFLOW_LIMITS.bulkIds), ...result.body });
      if (answer.cambiados.length > 0) notifySuccess(TEXT.bulkDone(answer.cambiados.length, selected.length));
      for (const refused of answer.rechazados.slice(0, 3)) notifyError(TEXT.bulkFailed(refused.id, refused.message), 8000);
      setDraft(EMPTY_DRAFT);
      onDone(answer.rechazados.map((refused) => refused.id));
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void handleSubmit(event)} aria-label={TEXT.bulkTo}>
      <Flex gap="2" p="3" align="center" wrap="wrap" bg="blue.subtle" borderTopWidth="1px" data-testid="bulk-bar">
        <Text fontWeight="semibold" textStyle="sm" me="2" role="status">
          {TEXT.selected(selected.length)}
        </Text>
        <NativeSelect.Root size="sm" width={{ base: 'full', sm: '56' }}>
          <NativeSelect.Field
            name="bulkEstado"
            aria-label={TEXT.bulkTo}
            bg="bg"
            value={draft.estado}
            onChange={(event) => setDraft({ ...draft, estado: event.target.value as ComplaintState | '' })}
          >
            <option value="">{TEXT.bulkTo}…</option>
            {COMPLAINT_STATES.map((estado) => (
              <option key={estado} value={estado}>
                {estado}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {draft.estado === 'DUPLICADO' ? (
          <Input
            size="sm"
            bg="bg"
            width={{ base: 'full', sm: '40' }}
            inputMode="numeric"
            aria-label={CASES_STAFF_MSG.panel.duplicadoDe}
            placeholder={CASES_STAFF_MSG.panel.duplicadoDe}
            value={draft.duplicadoDe}
            onChange={(event) => setDraft({ ...draft, duplicadoDe: event.target.value.replace(/\D/g, '') })}
          />
        ) : null}
        {closing ? (
          <Input
            size="sm"
            bg="bg"
            flex="1"
            minW={{ base: 'full', sm: '64' }}
            maxLength={WORKFLOW_LIMITS.motivo}
            aria-label={CASES_STAFF_MSG.panel.motivo}
            placeholder={CASES_STAFF_MSG.panel.motivo}
            value={draft.motivo}
            onChange={(event) => setDraft({ ...draft, motivo: event.target.value })}
          />
        ) : null}
        <Button type="submit" size="sm" colorPalette="blue" loading={busy} disabled={draft.estado === ''}>
          {TEXT.bulkApply}
        </Button>
        <Button size="sm" variant="ghost" onClick={onClear}>
          {TEXT.bulkClear}
        </Button>
      </Flex>
    </form>
  );
}
