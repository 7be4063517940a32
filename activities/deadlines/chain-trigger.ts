import type { ChainTrigger, ServiceMethod, TriggerKind } from '../../domain/deadlines/index';
import type { DeadlineChainRow } from '../../db/tables/deadlines';

/** The trigger a stored chain was computed from, at its own date or at another (a continuance). */
export function chainTrigger(chain: Pick<DeadlineChainRow, 'trigger_kind' | 'trigger_date' | 'hearing_type' | 'service_method'>, date = chain.trigger_date): ChainTrigger {
  return {
    kind: chain.trigger_kind as TriggerKind,
    date,
    hearingType: chain.hearing_type,
    serviceMethod: chain.service_method as ServiceMethod,
  };
}
