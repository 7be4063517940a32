/**
 * Query keys of the automation screens: everything under `automationKeys.all`, and everything of one
 * automation under `automationKeys.automation(id)`, so one write or one live event reaches it all.
 */
export const automationKeys = {
  all: ['automations'] as const,
  list: () => [...automationKeys.all, 'list'] as const,
  templates: () => [...automationKeys.all, 'templates'] as const,
  rules: () => [...automationKeys.all, 'rules'] as const,
  automation: (automationId: string) => [...automationKeys.all, 'automation', automationId] as const,
  versions: (automationId: string) => [...automationKeys.automation(automationId), 'versions'] as const,
  version: (automationId: string, version: number) => [...automationKeys.automation(automationId), 'version', version] as const,
  runs: (automationId: string) => [...automationKeys.automation(automationId), 'runs'] as const,
  events: (automationId: string) => [...automationKeys.automation(automationId), 'events'] as const,
  webhook: (automationId: string) => [...automationKeys.automation(automationId), 'webhook'] as const,
  /** Saving a version or switching the automation on or off changes its schedule. */
  schedule: (automationId: string, version: number, active: boolean) =>
    [...automationKeys.automation(automationId), 'schedule', version, active] as const,
  runDetails: () => [...automationKeys.all, 'run'] as const,
  run: (runId: string) => [...automationKeys.runDetails(), runId] as const,
};
