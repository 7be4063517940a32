/** Deadline chains as the API and the screen see them (issue 11). */
import type { CivilDate, DeadlineExplanation, RescheduleChange } from '../deadlines/index';
import type { PlanChange } from '../planning/plan';
import type { ChainSource } from './waiting';

export const CHAIN_STATUSES = ['proposed', 'accepted', 'dismissed'] as const;
export type ChainStatus = (typeof CHAIN_STATUSES)[number];
export type RememberScope = 'matter' | 'rule';

export interface ChainDeadline {
  id: string;
  ruleId: string;
  title: string;
  /** 'deadline': a due date on the calendar and a task; 'task': a task only (e.g. preparation). */
  kind: 'deadline' | 'task';
  citation: string;
  dueDate: CivilDate;
  state: ChainStatus;
  explanation: DeadlineExplanation;
  calendarEventId: string | null;
  taskId: string | null;
  /** Focus time the task asks the planner for, in minutes. */
  prepMinutes: number | null;
  editedByHand: boolean;
  completed: boolean;
}

/** One deadline in the reschedule preview: old and new dates side by side. */
export interface DeadlineMove extends RescheduleChange {
  deadlineId: string;
  state: ChainStatus;
}

/** A focus block of an affected task: where it is now (from) and where the planner would put it (to). */
export type FocusBlockMove = PlanChange;

export interface ReschedulePreview {
  oldTriggerDate: CivilDate;
  newTriggerDate: CivilDate;
  deadlines: DeadlineMove[];
  /** Empty when no focus-time plan is accepted or none of its blocks would move. */
  focusBlocks: FocusBlockMove[];
  /** Whether an accepted focus-time plan was looked at. */
  focusPlanAccepted: boolean;
}

export interface DeadlineChain {
  id: string;
  caseNumber: string | null;
  hearingEventId: string | null;
  hearingTitle: string;
  hearingType: string | null;
  triggerKind: string;
  triggerDate: CivilDate;
  serviceMethod: string;
  status: ChainStatus;
  /** The analysed notice the chain was proposed from; null for one made otherwise. */
  source: ChainSource | null;
  /** Standing acceptances that cover this chain. */
  remembered: { matter: boolean; ruleIds: string[] };
  deadlines: ChainDeadline[];
  preview: ReschedulePreview | null;
  createdAt: string;
  updatedAt: string;
}

export const CHANGE_ACTIONS = ['proposed', 'accepted', 'dismissed', 'hearing_moved', 'moved', 'kept', 'edited', 'reschedule_applied', 'reschedule_discarded', 'recomputed'] as const;
export type ChangeAction = (typeof CHANGE_ACTIONS)[number];

export interface DeadlineChange {
  id: string;
  deadlineId: string | null;
  /** The deadline's title, or null for a change of the whole chain. */
  title: string | null;
  action: ChangeAction;
  oldDate: CivilDate | null;
  newDate: CivilDate | null;
  note: string | null;
  at: string;
  by: 'person' | 'analysis';
}
