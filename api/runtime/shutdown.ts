/** Runs the steps in order on SIGINT/SIGTERM (once), then exits; a second signal exits at once. */
export interface ShutdownStep {
  name: string;
  run: () => Promise<unknown>;
}

/** Steps that take longer than this are left behind, so Ctrl-C always ends the process. */
const STEP_TIMEOUT_MS = 15_000;

export function onShutdownSignal(steps: ShutdownStep[], log: (line: string) => void): void {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) process.exit(1);
    stopping = true;
    log(`\n${signal} received, shutting down...`);
    for (const step of steps) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`did not finish within ${STEP_TIMEOUT_MS / 1000} s`)), STEP_TIMEOUT_MS);
      });
      await Promise.race([step.run(), timeout])
        .then(() => log(`  ${step.name}: stopped`))
        .catch((error: unknown) => log(`  ${step.name}: ${error instanceof Error ? error.message : String(error)}`))
        .finally(() => clearTimeout(timer));
    }
    log('Stopped.');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}
