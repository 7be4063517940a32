/** Runs the steps in order on SIGINT/SIGTERM (once), then exits; a second signal exits at once. */
export function onShutdownSignal(steps: Array<() => Promise<unknown>>, log: (line: string) => void): void {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) process.exit(1);
    stopping = true;
    log(`\n${signal} received, shutting down...`);
    for (const step of steps) {
      await step().catch((error: unknown) => log(`  shutdown step failed: ${error instanceof Error ? error.message : String(error)}`));
    }
    log('Stopped.');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}
