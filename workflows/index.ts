export { agentAction } from './agent-action';
export { emailAnalysis } from './email-analysis';
export { mailSync } from './mail-sync';
export { readinessProbe } from './readiness-probe';
