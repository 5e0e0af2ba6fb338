import { useEffect, useId, useRef } from 'react';
import { Alert, Badge, Text } from '@chakra-ui/react';
import { CodeActions } from './CodeActions.tsx';
import { FollowChangesButton } from '../../lib/ui/FollowChangesButton.tsx';
import { usePushFollow } from '../../api/use-push-follow.ts';
import { useComplaint, type ComplaintRow } from './complaints-data.ts';
import type { SentComplaint } from './use-complaint-submit.ts';
import { COMPLAINTS_MSG } from '@reclamos/shared-types/complaints/messages';

/** 'Avisarme cuando cambie': for the code, or, while the complaint waits on the phone, for the code it will get. */
function FollowComplaint({ codigo, uuid }: { codigo: string | null; uuid: string }) {
  return <FollowChangesButton follow={usePushFollow(codigo, uuid)} />;
}

interface ComplaintReceiptProps {
  sent: SentComplaint;
  /** The complaint as read right after it left the form (shown until the live read answers). */
  initial: ComplaintRow | undefined;
}

/**
 * The complaint just sent, where the person pressed 'Enviar': its receipt code with copy, share
 * and its page, or, while it waits on the phone, that it is kept and will be sent. It takes the
 * focus once (named by what it says, so a screen reader reads the code), and follows the
 * complaint: a queued one shows its code here when delivered, announced by its status region.
 */
export function ComplaintReceipt({ sent, initial }: ComplaintReceiptProps) {
  const texts = COMPLAINTS_MSG;
  const row = useComplaint(sent.uuid, initial);
  const titleId = useId();
  const bodyId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const shown = row !== undefined;
  const moved = useRef(false);

  useEffect(() => {
    const element = ref.current;
    if (!shown || moved.current || !element) return;
    moved.current = true;
    // The cleared form took the focus with it; a person who went elsewhere meanwhile keeps their place.
    const active = document.activeElement;
    if (active && active !== document.body) return;
    element.focus({ preventScroll: true });
    // Mid-window: clear of the sticky header and of the notices at the top.
    element.scrollIntoView({ block: 'center' });
  }, [shown]);

  if (!row) return null; // discarded after a refusal
  const synced = row.status === 'synced';
  const rejected = row.status === 'rejected';
  // Delivered: 'Registado reclamo' and the code; otherwise its state and what it means.
  const hasBody = !synced || Boolean(row.codigo);
  const waitText = sent.kept === 'offline' ? texts.form.keptOffline : texts.form.keptForLater;

  return (
    <Alert.Root
      as="section"
      ref={ref}
      tabIndex={-1}
      aria-labelledby={hasBody ? `${titleId} ${bodyId}` : titleId}
      status={synced ? 'success' : rejected ? 'error' : 'info'}
      data-testid="complaint-receipt"
      data-status={row.status}
    >
      <Alert.Indicator />
      <Alert.Content role="status" gap="2">
        {synced ? (
          <>
            <Alert.Title id={titleId}>{texts.server.registered}</Alert.Title>
            {row.codigo ? <CodeActions codigo={row.codigo} codeId={bodyId} /> : null}
            {row.codigo ? <FollowComplaint key={row.codigo} codigo={row.codigo} uuid={sent.uuid} /> : null}
          </>
        ) : (
          <>
            <Badge id={titleId} colorPalette={rejected ? 'red' : 'orange'} alignSelf="start">
              {rejected ? texts.outbox.rejected : row.sending ? texts.outbox.sending : texts.outbox.pending}
            </Badge>
            <Text id={bodyId} textStyle="sm">
              {rejected ? row.message : waitText}
            </Text>
            {rejected ? null : <FollowComplaint key="queued" codigo={null} uuid={sent.uuid} />}
          </>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}
