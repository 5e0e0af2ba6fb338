import { useState, type FormEvent } from 'react';
import { Box, Button, Field, Stack, Text, Textarea } from '@chakra-ui/react';
import type { ComplaintNote } from '@reclamos/shared-types/cases/schemas';
import { WORKFLOW_LIMITS } from '@reclamos/shared-types/cases/values';
import { formatFecha } from '../../../lib/dates.ts';
import { CASES_STAFF_MSG } from '@reclamos/shared-types/cases/messages-staff';

const TEXT = CASES_STAFF_MSG.panel;

interface CaseNotesProps {
  notas: ComplaintNote[];
  busy: boolean;
  /** Resolves true when the server kept the note (the field is then cleared). */
  onAdd: (texto: string) => Promise<boolean>;
}

/** Internal notes, oldest first, and a field to add one. Never shown to the citizen. */
export function CaseNotes({ notas, busy, onAdd }: CaseNotesProps) {
  const [texto, setTexto] = useState('');

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!texto.trim()) return;
    if (await onAdd(texto.trim())) setTexto('');
  }

  return (
    <Stack gap="2">
      <Text textStyle="xs" color="fg.muted">
        {TEXT.notesHint}
      </Text>
      {notas.length === 0 ? (
        <Text textStyle="sm" color="fg.muted">
          {TEXT.noNotes}
        </Text>
      ) : (
        <Box as="ul" data-testid="case-notes">
          {notas.map((nota) => (
            <Box as="li" key={nota.id} listStyleType="none" py="1.5" borderTopWidth="1px">
              <Text textStyle="xs" color="fg.muted">
                {formatFecha(nota.fecha)} · {nota.autor.nombre}
              </Text>
              <Text textStyle="sm" whiteSpace="pre-wrap">
                {nota.texto}
              </Text>
            </Box>
          ))}
        </Box>
      )}
      <form onSubmit={(event) => void handleSubmit(event)} aria-label={TEXT.newNote}>
        <Stack gap="2">
          <Field.Root>
            <Field.Label>{TEXT.newNote}</Field.Label>
            <Textarea
              size="sm"
              name="nota"
              rows={2}
              maxLength={WORKFLOW_LIMITS.nota}
              value={texto}
              onChange={(event) => setTexto(event.target.value)}
            />
          </Field.Root>
          <Button type="submit" size="sm" variant="outline" colorPalette="blue" alignSelf="start" loading={busy} disabled={!texto.trim()}>
            {TEXT.addNote}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
