import type { ActivityDeps } from '../deps';
import { intentsWithin } from '../../api/outbox/intents';
import { proposeChain, type ProposeOutcome } from './propose-chain';

/**
 * Durable work these writes ask for (mirroring to Google, replanning) is left in the outbox, due at once:
 * the API's relay sends it on its next sweep. The worker has no relay of its own.
 */
const NO_WRITER_LEASE_MS = 0;

/** The deadline-chain activities of the analysis workflow. */
export function createDeadlineActivities({ db, google }: Pick<ActivityDeps, 'db' | 'google'>) {
  return {
    /** Proposes the chain of deadlines an analysed hearing sets off, or records a continuance as a pending reschedule. */
    async proposeChainForHearing({ userId, eventId }: { userId: string; eventId: string }): Promise<ProposeOutcome> {
      return db.transaction().execute((trx) => {
        const { intents } = intentsWithin(trx, NO_WRITER_LEASE_MS);
        return proposeChain({ trx, intents, userId, googleConfigured: google !== null }, eventId);
      });
    },
  };
}
