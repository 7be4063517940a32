import type { ChainTrigger, TriggerKind } from './types';

const LABELS: Record<Exclude<TriggerKind, 'hearing_set'>, string> = {
  msc_missed: 'MSC missed',
  decision_served: 'Decision served',
  petition_for_reconsideration_served: 'Petition for reconsideration served',
  notice_of_intention_served: 'Notice of intention served',
  dor_served: 'Declaration of readiness served',
  lien_service: 'Services provided',
  case_resolved: 'Case resolved',
};

/** 'Decision served', 'MSC', 'Trial' — what happened on the trigger date. */
export function triggerLabel(trigger: ChainTrigger): string {
  if (trigger.kind === 'hearing_set') return trigger.hearingType?.trim() || 'Hearing';
  return LABELS[trigger.kind];
}

/** 'the decision was served', 'the MSC' — the trigger as the object of "after …" / "before …". */
export function triggerPhrase(trigger: ChainTrigger): string {
  if (trigger.kind === 'hearing_set') return `the ${triggerLabel(trigger)}`;
  const phrases: Record<Exclude<TriggerKind, 'hearing_set'>, string> = {
    msc_missed: 'the missed MSC',
    decision_served: 'service of the decision',
    petition_for_reconsideration_served: 'service of the petition for reconsideration',
    notice_of_intention_served: 'service of the notice of intention',
    dor_served: 'service of the declaration of readiness',
    lien_service: 'the date the services were provided',
    case_resolved: 'resolution of the case',
  };
  return phrases[trigger.kind];
}
