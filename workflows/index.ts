export { agentAction } from './agent-action';
export { automationRun } from './automation-run';
export { automationScheduleTimer } from './automation-schedule-timer';
export { automationEvents } from './automation-events';
export { calendarEventMirror } from './calendar-mirror';
export { emailAnalysis } from './email-analysis';
export { mailSync } from './mail-sync';
export { readinessProbe } from './readiness-probe';
