import type { AutomationRunInput } from '../../../domain/automation/run-state';

/** A run an automation event asks for; its run row is already written, the workflow still has to start. */
export interface PlannedRun {
  eventId: string;
  input: AutomationRunInput & { runId: string; version: number };
}

/** Whether the run's workflow started; `error` says why not. */
export interface RunStartOutcome {
  eventId: string;
  runId: string;
  error: string | null;
}
