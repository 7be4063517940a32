export { emailAnalysis } from './email-analysis';
export { readinessProbe } from './readiness-probe';
