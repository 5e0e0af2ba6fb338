import { useState, type ReactNode } from 'react';
import { Badge, Center, CloseButton, Drawer, Heading, HStack, Portal, Separator, Spinner, Stack, Text } from '@chakra-ui/react';
import type { AssignableStaff, ComplaintDetail } from '@reclamos/shared-types/cases/schemas';
import { isClosedState } from '@reclamos/shared-types/cases/values';
import { formatFecha } from '../../../lib/dates.ts';
import { CaseStateBadge } from '../../../lib/ui/CaseStateBadge.tsx';
import { FieldGrid } from '../../../lib/ui/FieldGrid.tsx';
import { addNote, assignCase, changeState } from '../report/reports-api.ts';
import { CaseAssignment } from './CaseAssignment.tsx';
import { CaseDuplicates } from './CaseDuplicates.tsx';
import { CaseNotes } from './CaseNotes.tsx';
import { CaseStateForm } from './CaseStateForm.tsx';
import { CaseTimeline } from './CaseTimeline.tsx';
import { EMPTY_DRAFT, type StateDraft } from './state-draft.ts';
import { useCase } from './use-case.ts';
import { CASES_STAFF_MSG } from '@reclamos/shared-types/cases/messages-staff';
import { MSG } from '@reclamos/shared-types/messages';

const TEXT = CASES_STAFF_MSG.panel;
const C = CASES_STAFF_MSG.report.columns;

interface CasePanelProps {
  id: number;
  staff: AssignableStaff;
  myId: number;
  mayReopen: boolean;
  hrefOf: (id: number) => string;
  onChanged: (detail: ComplaintDetail) => void;
  onClose: () => void;
}

/**
 * The side panel of one complaint: its data, state change, assignment, internal notes, the timeline
 * and the possible duplicates, each linking to its own panel.
 */
export function CasePanel({ id, staff, myId, mayReopen, hrefOf, onChanged, onClose }: CasePanelProps) {
  const { detail, error, busy, run } = useCase(id, onChanged);
  const [draft, setDraft] = useState<{ id: number; value: StateDraft }>({ id, value: EMPTY_DRAFT });
  const stateDraft = draft.id === id ? draft.value : EMPTY_DRAFT;
  const setStateDraft = (value: StateDraft) => setDraft({ id, value });

  return (
    <Drawer.Root open onOpenChange={(details) => !details.open && onClose()} placement="end" size={{ base: 'full', md: 'md' }}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="case-panel" data-case-id={id}>
            <Drawer.Header pe="12">
              <Stack gap="1">
                <Drawer.Title>{TEXT.title(id)}</Drawer.Title>
                {detail ? (
                  <HStack gap="2" wrap="wrap">
                    <Text fontFamily="mono" fontWeight="bold" data-testid="case-code">
                      {detail.codigo}
                    </Text>
                    <CaseStateBadge estado={detail.estado} data-testid="case-state" />
                    {detail.vencido ? (
                      <Badge colorPalette="red" variant="solid" title={TEXT.overdue}>
                        {CASES_STAFF_MSG.report.overdue}
                      </Badge>
                    ) : null}
                    {detail.estancado ? (
                      <Badge colorPalette="purple" variant="solid" title={CASES_STAFF_MSG.report.staleHint} data-testid="case-stale">
                        {CASES_STAFF_MSG.report.stale}
                      </Badge>
                    ) : null}
                  </HStack>
                ) : null}
              </Stack>
            </Drawer.Header>
            <Drawer.Body>
              {detail ? (
                <Stack gap="5" pb="6">
                  <Section title={TEXT.details}>
                    <FieldGrid
                      fields={[
                        [C.fecha, formatFecha(detail.fecha)],
                        [C.placa, detail.placa],
                        [C.infraccion, detail.delito],
                        [C.direccion, detail.direccion],
                        [C.nombre, detail.nombre],
                        [C.telefono, detail.telefono],
                        [C.descripcion, detail.descripcion],
                        [TEXT.motivo, detail.motivo],
                      ]}
                    />
                    {detail.fotoSha256 ? (
                      <Stack gap="0.5">
                        <Text textStyle="xs" color="fg.muted">
                          {TEXT.photoSeal}
                        </Text>
                        <Text textStyle="xs" fontFamily="mono" wordBreak="break-all" data-testid="case-photo-seal">
                          {detail.fotoSha256}
                        </Text>
                      </Stack>
                    ) : null}
                  </Section>
                  <Section title={TEXT.stateChange}>
                    <CaseStateForm
                      current={detail.estado}
                      mayReopen={mayReopen}
                      draft={stateDraft}
                      busy={busy}
                      onDraft={setStateDraft}
                      onSubmit={(body) =>
                        void run(() => changeState(id, body), TEXT.stateChanged).then((ok) => {
                          if (ok) setStateDraft(EMPTY_DRAFT);
                        })
                      }
                    />
                  </Section>
                  <Section title={TEXT.assignment}>
                    <CaseAssignment
                      asignado={detail.asignado}
                      staff={staff}
                      myId={myId}
                      busy={busy}
                      onAssign={(usuarioId) => void run(() => assignCase(id, usuarioId), TEXT.assigned)}
                    />
                  </Section>
                  <Section title={TEXT.duplicates}>
                    <CaseDuplicates
                      duplicates={detail.posiblesDuplicados}
                      hrefOf={hrefOf}
                      onMarkDuplicate={
                        isClosedState(detail.estado)
                          ? null
                          : (other) => setStateDraft({ estado: 'DUPLICADO', motivo: stateDraft.motivo, duplicadoDe: String(other) })
                      }
                    />
                  </Section>
                  <Section title={TEXT.notes}>
                    <CaseNotes notas={detail.notas} busy={busy} onAdd={(texto) => run(() => addNote(id, texto), TEXT.noteAdded)} />
                  </Section>
                  <Section title={TEXT.timeline}>
                    <CaseTimeline historial={detail.historial} />
                  </Section>
                </Stack>
              ) : error ? (
                <Text color="fg.error" role="alert">
                  {error}
                </Text>
              ) : (
                <Center py="10">
                  <Spinner color="blue.solid" aria-label={TEXT.loading} />
                </Center>
              )}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={MSG.actions.close} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="2" aria-label={title}>
      <Separator />
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
