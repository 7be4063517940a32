import { DefaultLogger, Runtime, type LogLevel } from '@temporalio/worker';

let installed = false;

/** Quiets the worker's own logging (bundle stats, state changes) to the given level; once per process. */
export function installWorkerLogging(level: LogLevel): void {
  if (installed) return;
  installed = true;
  Runtime.install({ logger: new DefaultLogger(level) });
}
