import { Suspense, startTransition, useEffect, useState } from 'react';
import { Badge, Box, Container, Stack, Text } from '@chakra-ui/react';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { PublicHeader } from '../../lib/ui/PublicHeader.tsx';
import {
  discardComplaint,
  findComplaint,
  loadForCorrection,
  refreshDelitos,
  useDelitos,
  useMyComplaints,
  type ComplaintRow,
} from './complaints-data.ts';
import { ComplaintForm, type ComplaintDraft } from './ComplaintForm.tsx';
import { ComplaintReceipt } from './ComplaintReceipt.tsx';
import { EMPTY_FORM, fromPayload } from './form-values.ts';
import { OutboxPanel } from './OutboxPanel.tsx';
import { useSyncNotices } from './use-sync-notices.ts';
import { useQueueReady } from './use-queue-ready.ts';
import { useCaseRefresh } from './use-case-refresh.ts';
import type { SentComplaint } from './use-complaint-submit.ts';
import type { DelitoList } from '@reclamos/shared-types/complaints/schemas';
import { COMPLAINTS_MSG } from '@reclamos/shared-types/complaints/messages';

const EMPTY_DRAFT: ComplaintDraft = { values: EMPTY_FORM, photo: null, location: null, correcting: null };

/** /reclamo: the public complaint form, usable without coverage (docs/offline.md). */
export function ComplaintPage() {
  const form = COMPLAINTS_MSG.form;
  const cachedDelitos = useDelitos();
  const mine = useMyComplaints();
  const catalogue = useCatalogueRefresh();
  // The list just fetched, else the one cached on the phone (offline, or until the answer comes).
  const delitos = catalogue.fetched ?? cachedDelitos;
  const catalogueFailed = catalogue.failed;
  // A new key remounts the form: cleared after a send, or loaded with a complaint to correct.
  const [draft, setDraft] = useState({ key: 0, ...EMPTY_DRAFT });
  // The last complaint sent from the form: its receipt shows where the person pressed 'Enviar'.
  const [receipt, setReceipt] = useState<{ sent: SentComplaint; initial: ComplaintRow | undefined } | null>(null);
  useSyncNotices();
  useQueueReady();
  useCaseRefresh();

  const clearForm = () => setDraft((current) => ({ key: current.key + 1, ...EMPTY_DRAFT }));

  async function done(sent: SentComplaint) {
    // Read before showing, so the receipt opens with the code when the server already gave it.
    const initial = await findComplaint(sent.uuid).catch(() => undefined);
    setReceipt({ sent, initial });
    clearForm();
  }

  async function correct(uuid: string) {
    const loaded = await loadForCorrection(uuid);
    if (!loaded) return;
    const { payload, photo } = loaded;
    const location = payload.lat !== undefined && payload.lng !== undefined ? { lat: payload.lat, lng: payload.lng } : null;
    setReceipt(null);
    setDraft((current) => ({ key: current.key + 1, values: fromPayload(payload), photo, location, correcting: uuid }));
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }

  async function discard(uuid: string) {
    try {
      await discardComplaint(uuid);
      notifySuccess(COMPLAINTS_MSG.outbox.discarded);
      if (draft.correcting === uuid) clearForm();
    } catch (error) {
      notifyError(error);
    }
  }

  return (
    <Box minH="100dvh" bg="bg.subtle">
      <PublicHeader
        title={form.title}
        aside={
          mine && mine.waiting > 0 ? (
            <Badge colorPalette="yellow" variant="solid" flexShrink="0" aria-hidden="true">
              {COMPLAINTS_MSG.outbox.waiting(mine.waiting)}
            </Badge>
          ) : null
        }
      />
      <Container as="main" maxW="2xl" px={{ base: '3', md: '6' }} py="4">
        <Stack gap="4">
          <Text color="fg.muted" textStyle="sm">
            {form.intro}
          </Text>
          {/* Boundaries split a pre-rendered page's hydration into parts, each its own short task. */}
          <Suspense>
            <ComplaintForm
              key={draft.key}
              refocus={draft.key > 0 && receipt === null}
              draft={draft}
              delitos={delitos}
              catalogueFailed={catalogueFailed}
              onDone={done}
              onCancelCorrection={clearForm}
            />
          </Suspense>
          {receipt ? <ComplaintReceipt key={receipt.sent.uuid} sent={receipt.sent} initial={receipt.initial} /> : null}
          <Suspense>
            <OutboxPanel mine={mine} delitos={delitos} onCorrect={(uuid) => void correct(uuid)} onDiscard={(uuid) => void discard(uuid)} />
          </Suspense>
        </Stack>
      </Container>
    </Box>
  );
}

/** Fetches the infraction catalogue on open: the list, or `failed` when that failed (offline, first visit). */
function useCatalogueRefresh(): { fetched: DelitoList | null; failed: boolean } {
  const [state, setState] = useState<{ fetched: DelitoList | null; failed: boolean }>({ fetched: null, failed: false });
  useEffect(() => {
    const controller = new AbortController();
    // In a transition: the answer may come while the form is still being hydrated, and a plain
    // update to its props would make React hydrate the whole form in one long task.
    refreshDelitos(controller.signal).then(
      (fetched) => startTransition(() => setState({ fetched, failed: false })),
      () => {
        if (!controller.signal.aborted) startTransition(() => setState({ fetched: null, failed: true }));
      },
    );
    return () => controller.abort();
  }, []);
  return state;
}
