/** California workers' compensation deadline chains: pure, no I/O, no clock — callers pass every date. */
export type {
  ChainTrigger,
  CivilDate,
  ComputedDeadline,
  CountingCalendar,
  DeadlineExplanation,
  DeadlineRule,
  ExistingDeadline,
  RescheduleChange,
  ServiceMethod,
  SkippedDay,
  TriggerKind,
} from './types';
export { DEADLINE_RULES } from './rules';
export { rulesFor } from './rule-selection';
export { computeDeadline } from './compute';
export { chainFor } from './chain';
export { holidaysIn, isCourtHoliday } from './holidays';
export { previewReschedule } from './reschedule';
