import { HStack, IconButton, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { LuCopy, LuShare2 } from 'react-icons/lu';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { CASES_MSG } from '@reclamos/shared-types/cases/messages';

const TEXT = CASES_MSG.phone;

/** The public page of a code, as a link anyone can open from any browser. */
export function trackingPath(codigo: string): string {
  return `/seguimiento/${encodeURIComponent(codigo)}`;
}

async function copy(codigo: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(codigo);
    notifySuccess(TEXT.copied);
  } catch {
    notifyError(TEXT.copyFailed);
  }
}

async function share(codigo: string): Promise<void> {
  const url = new URL(trackingPath(codigo), window.location.origin).href;
  try {
    await navigator.share({ title: TEXT.shareTitle, text: TEXT.shareText(codigo, url) });
  } catch {
    // The person closed the share sheet: nothing to say.
  }
}

/**
 * The receipt code, large enough to read out or note, with copy, share (where the phone can) and its
 * page. `codeId` is the code's element id, for a container named by the code.
 */
export function CodeActions({ codigo, codeId }: { codigo: string; codeId?: string }) {
  const canShare = typeof navigator.share === 'function';
  return (
    <HStack gap="1.5" wrap="wrap">
      <Text id={codeId} fontFamily="mono" fontWeight="bold" fontSize="md" letterSpacing="wider" data-testid="receipt-code">
        {TEXT.code(codigo)}
      </Text>
      <IconButton size="xs" variant="outline" aria-label={TEXT.copy} title={TEXT.copy} onClick={() => void copy(codigo)}>
        <LuCopy />
      </IconButton>
      {canShare ? (
        <IconButton size="xs" variant="outline" aria-label={TEXT.share} title={TEXT.share} onClick={() => void share(codigo)}>
          <LuShare2 />
        </IconButton>
      ) : null}
      <Link asChild textStyle="sm" color="blue.fg" ms="1">
        <RouterLink to={trackingPath(codigo)}>{TEXT.follow}</RouterLink>
      </Link>
    </HStack>
  );
}
