/** Cache keys of the automation screens; everything under AUTOMATION_CACHE_PREFIX belongs to them. */
export const AUTOMATION_CACHE_PREFIX = 'automations:';
export const AUTOMATIONS_KEY = `${AUTOMATION_CACHE_PREFIX}list`;
export const TEMPLATES_KEY = `${AUTOMATION_CACHE_PREFIX}templates`;
export const RULES_KEY = `${AUTOMATION_CACHE_PREFIX}rules`;

export const versionsKey = (automationId: string) => `${AUTOMATION_CACHE_PREFIX}${automationId}:versions`;
export const runsKey = (automationId: string) => `${AUTOMATION_CACHE_PREFIX}${automationId}:runs`;
export const eventsKey = (automationId: string) => `${AUTOMATION_CACHE_PREFIX}${automationId}:events`;
export const webhookKey = (automationId: string) => `${AUTOMATION_CACHE_PREFIX}${automationId}:webhook`;
/** Saving a version or switching the automation on or off changes its schedule. */
export const scheduleKey = (automationId: string, version: number, active: boolean) => `${AUTOMATION_CACHE_PREFIX}${automationId}:schedule:${version}:${active}`;
