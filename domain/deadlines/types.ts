/** The shapes of the deadline-chain contract (issue 11). Everything here is pure data. */

export type CivilDate = string; // 'YYYY-MM-DD'
export type CountingCalendar = 'court' | 'wcab'; // California judicial holidays | WCAB working days
export type ServiceMethod =
  | 'none'
  | 'personal'
  | 'mail_in_california'
  | 'mail_elsewhere_in_us'
  | 'mail_abroad'
  | 'electronic';
export type TriggerKind =
  | 'hearing_set' // a hearing (MSC, Trial, …) is set for a date — its date is the trigger date
  | 'msc_missed' // a party failed to appear at an MSC
  | 'decision_served' // findings/award/order served
  | 'petition_for_reconsideration_served'
  | 'notice_of_intention_served'
  | 'dor_served' // declaration of readiness served
  | 'lien_service' // medical treatment / service date that starts the lien filing period
  | 'case_resolved';

export interface DeadlineRule {
  id: string;
  title: string;
  ruleText: string;
  citation: string;
  trigger: TriggerKind;
  hearingTypes?: string[];
  offset: { amount: number; unit: 'days' | 'months' }; // 0 = on the trigger date itself
  direction: 'after' | 'before';
  calendar: CountingCalendar;
  serviceExtension: boolean; // 8 CCR 10605 extension applies
  /** First trigger date the rule applies to. */
  effectiveFrom: CivilDate;
  /** Last trigger date the rule applies to (inclusive), or null while in force. */
  effectiveTo: CivilDate | null;
  note: string | null;
  kind: 'deadline' | 'task';
  prepMinutes: number | null;
}

export interface SkippedDay {
  date: CivilDate;
  reason: string; // 'Saturday', 'Sunday', 'Thanksgiving Day', …
}

export interface DeadlineExplanation {
  ruleId: string;
  ruleText: string;
  citation: string;
  note: string | null;
  trigger: { kind: TriggerKind; date: CivilDate; label: string };
  offset: { amount: number; unit: 'days' | 'months'; direction: 'after' | 'before' };
  serviceExtension: { method: ServiceMethod; days: number; citation: string | null };
  calendar: CountingCalendar;
  skipped: SkippedDay[];
  unadjustedDate: CivilDate;
  steps: string[];
}

export interface ComputedDeadline {
  rule: DeadlineRule;
  date: CivilDate;
  explanation: DeadlineExplanation;
}

export interface ChainTrigger {
  kind: TriggerKind;
  date: CivilDate;
  hearingType?: string | null;
  serviceMethod?: ServiceMethod;
}

export interface ExistingDeadline {
  ruleId: string;
  date: CivilDate;
  editedByHand: boolean;
  completed: boolean;
}

export interface RescheduleChange {
  ruleId: string;
  title: string;
  oldDate: CivilDate;
  newDate: CivilDate;
  keeps: boolean;
  reason: 'edited' | 'completed' | null;
}
