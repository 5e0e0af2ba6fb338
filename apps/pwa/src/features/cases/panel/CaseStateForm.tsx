import type { FormEvent } from 'react';
import { Button, Field, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { isClosedState, WORKFLOW_LIMITS, type ComplaintState } from '@reclamos/shared-types/cases/values';
import { notifyError } from '../../../lib/notify.ts';
import { targetStates } from '@reclamos/shared-types/cases/rules';
import { draftBody, type StateDraft } from './state-draft.ts';
import type { EstadoReclamoBody } from '@reclamos/shared-types/cases/schemas';
import { CASES_STAFF_MSG } from '@reclamos/shared-types/cases/messages-staff';

const TEXT = CASES_STAFF_MSG.panel;

interface CaseStateFormProps {
  current: ComplaintState;
  mayReopen: boolean;
  draft: StateDraft;
  busy: boolean;
  onDraft: (draft: StateDraft) => void;
  onSubmit: (body: EstadoReclamoBody) => void;
}

/** 'Cambiar estado': the new state, the reason the citizen reads when it closes, the original of a duplicate. */
export function CaseStateForm({ current, mayReopen, draft, busy, onDraft, onSubmit }: CaseStateFormProps) {
  const targets = targetStates(current, mayReopen);
  if (targets.length === 0) {
    return (
      <Text textStyle="sm" color="fg.muted">
        {TEXT.reopenAdminOnly}
      </Text>
    );
  }
  const closing = draft.estado !== '' && isClosedState(draft.estado);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = draftBody(draft);
    if ('problem' in result) notifyError(result.problem);
    else onSubmit(result.body);
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={TEXT.stateChange}>
      <Stack gap="3">
        <Field.Root>
          <Field.Label>{TEXT.newState}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              name="estado"
              value={draft.estado}
              onChange={(event) => onDraft({ ...draft, estado: event.target.value as ComplaintState | '' })}
            >
              <option value="">—</option>
              {targets.map((estado) => (
                <option key={estado} value={estado}>
                  {estado}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {draft.estado === 'DUPLICADO' ? (
          <Field.Root required>
            <Field.Label>{TEXT.duplicadoDe}</Field.Label>
            <Input
              size="sm"
              name="duplicadoDe"
              inputMode="numeric"
              value={draft.duplicadoDe}
              onChange={(event) => onDraft({ ...draft, duplicadoDe: event.target.value.replace(/\D/g, '') })}
            />
          </Field.Root>
        ) : null}
        {closing ? (
          <Field.Root required>
            <Field.Label>{TEXT.motivo}</Field.Label>
            <Textarea
              size="sm"
              name="motivo"
              rows={3}
              maxLength={WORKFLOW_LIMITS.motivo}
              value={draft.motivo}
              onChange={(event) => onDraft({ ...draft, motivo: event.target.value })}
            />
          </Field.Root>
        ) : null}
        <Button type="submit" size="sm" colorPalette="blue" alignSelf="start" loading={busy} disabled={draft.estado === ''}>
          {TEXT.applyState}
        </Button>
      </Stack>
    </form>
  );
}
