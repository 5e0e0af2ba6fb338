import { useId } from 'react';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { LuBell, LuBellOff, LuBellRing } from 'react-icons/lu';
import { CASES_MSG } from '@reclamos/shared-types/cases/messages';
import type { PushSupport } from '../push-support.ts';

const TEXT = CASES_MSG.push;

export type FollowState = 'off' | 'asking' | 'following' | 'waiting';

/** What the button shows and does (api/use-push-follow.ts makes it). */
export interface PushFollow {
  /** Why pushes cannot work here ('ok' when they can). */
  support: PushSupport;
  state: FollowState;
  /** A Spanish failure to show under the button, or null. */
  failure: string | null;
  follow: () => void;
  stop: () => void;
}

const WHY_NOT: Record<Exclude<PushSupport, 'ok'>, string> = {
  unsupported: TEXT.unsupported,
  iosTooOld: TEXT.iosTooOld,
  iosHomeScreen: TEXT.iosHomeScreen,
  denied: TEXT.denied,
};

/**
 * 'Avisarme cuando cambie': asks for permission only when tapped. Where pushes cannot work it stays
 * disabled and says why (and how, on an iPhone) beside it; once on, it says so and offers to stop.
 */
export function FollowChangesButton({ follow }: { follow: PushFollow }) {
  const noteId = useId();
  const { support, state, failure } = follow;
  if (state === 'following' || state === 'waiting') {
    return (
      <HStack gap="2" wrap="wrap" data-testid="push-follow" data-state={state}>
        <HStack gap="1.5" color="green.fg" align="start">
          <LuBellRing aria-hidden style={{ flexShrink: 0, marginTop: '0.2em' }} />
          <Text textStyle="sm" role="status">
            {state === 'waiting' ? TEXT.followLater : TEXT.following}
          </Text>
        </HStack>
        {state === 'following' ? (
          <Button size="xs" variant="ghost" onClick={follow.stop}>
            <LuBellOff aria-hidden /> {TEXT.stop}
          </Button>
        ) : null}
      </HStack>
    );
  }
  const reason = support === 'ok' ? failure : WHY_NOT[support];
  return (
    <Stack gap="1" align="start" data-testid="push-follow" data-state={state} data-support={support}>
      <Button
        size="sm"
        variant="outline"
        onClick={follow.follow}
        disabled={support !== 'ok'}
        loading={state === 'asking'}
        loadingText={TEXT.asking}
        aria-describedby={reason ? noteId : undefined}
      >
        <LuBell aria-hidden /> {TEXT.follow}
      </Button>
      {reason ? (
        <Text id={noteId} textStyle="xs" color="fg.muted" maxW="md">
          {reason}
        </Text>
      ) : null}
    </Stack>
  );
}
