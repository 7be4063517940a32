/**
 * The wizard's last step: the new agent tried on a sample. Its text capabilities (which change nothing) run for
 * real; every other capability is only reported — whether it would act alone, wait for approval, or wait
 * because the moment falls outside the agent's working hours.
 */
import { actionRisk, ACTION_TYPES, isActionType } from './action-types';
import { requiresApproval } from './approval-policy';
import type { WorkingHours } from './created-agent';
import type { AutonomyLevel } from './types';
import { isWithinWorkingHours } from './working-hours';

export const TRIAL_SAMPLE_KINDS = ['email', 'task'] as const;
export type TrialSampleKind = (typeof TRIAL_SAMPLE_KINDS)[number];

export interface TrialSample {
  kind: TrialSampleKind;
  title: string;
  text: string;
}

export const TRIAL_SAMPLES: Record<TrialSampleKind, TrialSample> = {
  email: {
    kind: 'email',
    title: 'Notice of Hearing - ADJ12345678 - Garcia v. Coastal Logistics',
    text: [
      'WORKERS’ COMPENSATION APPEALS BOARD',
      'NOTICE OF HEARING',
      '',
      'Case number: ADJ12345678',
      'Applicant: Maria Garcia',
      'Employer: Coastal Logistics, Inc.; Insurance carrier: Golden State Mutual',
      '',
      'You are hereby notified that a Mandatory Settlement Conference (MSC) has been set before the Workers’ Compensation',
      'Appeals Board at the Los Angeles district office, 320 West 4th Street, Suite 600, Los Angeles, CA 90013,',
      'on January 14, 2027 at 8:30 AM.',
      '',
      'All parties and their attorneys must appear with settlement authority. Exhibits and a pre-trial conference statement',
      'are to be exchanged before the conference. Failure to appear may result in the matter being taken off calendar.',
      '',
      'Served by EAMS on the parties listed on the official address record.',
    ].join('\n'),
  },
  task: {
    kind: 'task',
    title: 'Prepare exhibits for MSC hearing',
    text: [
      'Garcia v. Coastal Logistics (ADJ12345678) — MSC on January 14, 2027 at 8:30 AM, Los Angeles WCAB.',
      'Gather the QME report of Dr. Patel, the PTP progress reports since March, the wage statements and the TD payment',
      'history; number the exhibits, serve the exhibit list on defense counsel and draft the pre-trial conference statement.',
      'Due January 7, 2027. Priority: high.',
    ].join('\n'),
  },
};

/** The capabilities a trial runs for real: they read and write text only. */
export const TRIAL_RUN_TYPES = ['ai.classify', 'ai.summarise', 'ai.draft'] as const;

export type TrialOutcome = 'acts_alone' | 'waits_for_approval' | 'outside_working_hours';

export interface TrialStep {
  actionType: string;
  label: string;
  outcome: TrialOutcome;
  /** What the run produced (text capabilities only); null for capabilities that are only reported. */
  result: string | null;
  /** What produced the result: "offline" (the built-in analyser) or "openai:<model>"; null when nothing ran. */
  ranWith: string | null;
  /** Why a text capability could not run, or null. */
  error: string | null;
}

/** What would happen if the agent took this action now. */
export function trialOutcome(type: string, autonomy: AutonomyLevel, hours: WorkingHours | null, timeZone: string, now: Date): TrialOutcome {
  if (!isWithinWorkingHours(now, hours, timeZone)) return 'outside_working_hours';
  if (!isActionType(type)) return 'waits_for_approval';
  return requiresApproval(type, autonomy) ? 'waits_for_approval' : 'acts_alone';
}

export function runsInTrial(type: string): boolean {
  return (TRIAL_RUN_TYPES as readonly string[]).includes(type) && isActionType(type) && actionRisk(type) === 'none';
}

export function trialLabel(type: string): string {
  return isActionType(type) ? ACTION_TYPES[type].label : type;
}
