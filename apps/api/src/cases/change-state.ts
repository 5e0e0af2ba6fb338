import type { FastifyInstance } from 'fastify';
import { CASES_STAFF_MSG } from '@reclamos/shared-types/cases/messages-staff';
import {
  REFUSAL_STATUS,
  storedChange,
  transitionRefusal,
  type ChangeRefusal,
  type RequestedChange,
} from '@reclamos/shared-types/cases/rules';
import { HttpError } from '../platform/http/http-error.ts';
import type { Actor } from './cases-repository.ts';

const M = CASES_STAFF_MSG.server;

/** The server's Spanish answer to each refusal of the case's rules. */
function refusalMessage(refusal: ChangeRefusal, change: RequestedChange): string {
  return refusal === 'sameState' ? M.sameState(change.estado) : M[refusal];
}

/**
 * One change of state asked by `actor`: the case's rules (packages/shared-types/src/cases/rules.ts)
 * decide on the state the complaint is in now, then the repository writes it, provided the state
 * is still that one, and queues its push to the phones that follow it. Throws the refusal as its HTTP error (400, 403, 404, 409).
 */
export async function changeCaseState(app: FastifyInstance, id: number, change: RequestedChange, actor: Actor, now: number): Promise<void> {
  const from = await app.cases.stateOf(id);
  const refusal = transitionRefusal(id, from, change, actor.canReopen);
  if (refusal) throw new HttpError(REFUSAL_STATUS[refusal], refusalMessage(refusal, change));
  await app.cases.changeState(id, from, storedChange(change), actor, now);
  // After the commit, off the request path: the phones following this code hear of it.
  app.push.notifier.enqueue(id);
}
