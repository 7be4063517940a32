import { installWorkerLogging } from '../../../api/temporal/logging';

installWorkerLogging('WARN');
