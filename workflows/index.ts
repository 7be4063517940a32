export { readinessProbe } from './readiness-probe';
