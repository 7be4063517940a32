/** Where the automation screens live: the list, one automation's builder, and one run of it. */

export const AUTOMATION_ROUTE = '/automation';

export function builderRoute(automationId: string): string {
  return `${AUTOMATION_ROUTE}/${encodeURIComponent(automationId)}`;
}

export function runRoute(automationId: string, runId: string): string {
  return `${builderRoute(automationId)}/runs/${encodeURIComponent(runId)}`;
}
