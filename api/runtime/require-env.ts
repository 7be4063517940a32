/** The production processes share one Postgres and one Temporal server, so both must be named. */
export function requireProductionEnv(processName: string, env: NodeJS.ProcessEnv = process.env): void {
  const missing = ['DATABASE_URL', 'TEMPORAL_ADDRESS'].filter((name) => !env[name]);
  if (missing.length > 0) {
    throw new Error(
      `${processName} runs as a separate process and needs ${missing.join(' and ')} set. ` +
        'For everything in one process on embedded defaults, use `npm start`.',
    );
  }
}
