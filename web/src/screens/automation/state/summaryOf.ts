import type { AutomationDetail, AutomationSummary } from '../../../../../domain/automation/contract';

/** The list's row of an automation the API answered with in full. */
export function summaryOf(detail: AutomationDetail): AutomationSummary {
  const { definition: _definition, timeZone: _timeZone, ...summary } = detail;
  return summary;
}
