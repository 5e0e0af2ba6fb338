import { useCallback, useState } from 'react';
import { CASES_MSG } from '@reclamos/shared-types/cases/messages';
import { ApiError } from '../lib/api-error.ts';
import { pushSupport, type PushSupport } from '../lib/push-support.ts';
import type { FollowState, PushFollow } from '../lib/ui/FollowChangesButton.tsx';
import { followCode, followWhenCoded, isFollowing, isWaitingForCode, unfollowCode } from './push-follow.ts';

/**
 * The follow button's state for a receipt code, or for a queued complaint (by uuid) that has none
 * yet. Nothing happens until the person taps: then the browser asks for permission.
 */
export function usePushFollow(codigo: string | null, uuid?: string): PushFollow {
  const [support, setSupport] = useState<PushSupport>(() => pushSupport());
  const [state, setState] = useState<FollowState>(() =>
    codigo && isFollowing(codigo) ? 'following' : uuid && isWaitingForCode(uuid) ? (codigo ? 'following' : 'waiting') : 'off',
  );
  const [failure, setFailure] = useState<string | null>(null);

  const follow = useCallback(() => {
    setFailure(null);
    setState('asking');
    const asked = codigo ? followCode(codigo) : uuid ? followWhenCoded(uuid) : Promise.resolve<PushSupport>('unsupported');
    asked
      .then((answer) => {
        setSupport(answer === 'ok' ? 'ok' : answer);
        setState(answer !== 'ok' || Notification.permission !== 'granted' ? 'off' : codigo ? 'following' : 'waiting');
      })
      .catch((error: unknown) => {
        setState('off');
        setFailure(
          error instanceof ApiError && error.status !== 0
            ? error.message
            : navigator.onLine
              ? CASES_MSG.push.failed
              : CASES_MSG.push.offline,
        );
      });
  }, [codigo, uuid]);

  const stop = useCallback(() => {
    if (!codigo) return;
    setState('off');
    void unfollowCode(codigo);
  }, [codigo]);

  return { support, state, failure, follow, stop };
}
