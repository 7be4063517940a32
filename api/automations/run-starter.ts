import type { RunSummary } from '../../domain/automation/contract';
import type { RunTriggerType } from '../../domain/automation/run-state';
import type { AutomationRoutesOptions } from './options';

export interface StartRunRequest {
  userId: string;
  automationId: string;
  /** Null: the automation's current version. */
  version: number | null;
  triggerType: RunTriggerType;
  triggerData: Record<string, unknown>;
}

/**
 * Starts one run of an automation: the run row and the `automationRun` workflow (id automation-run:{runId}).
 * Refuses (409) an automation with no saved version or an inactive one.
 */
export async function startAutomationRun(_deps: Pick<AutomationRoutesOptions, 'db' | 'temporal'>, _request: StartRunRequest): Promise<RunSummary> {
  throw new Error('not implemented yet');
}
