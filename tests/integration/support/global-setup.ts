import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startTemporalDevServer, type RunningDevServer } from '../../../api/runtime/temporal-dev-server';
import { provisionEmbeddingModel } from '../../support/embedding-model';

declare module 'vitest' {
  export interface ProvidedContext {
    temporalAddress: string;
  }
}

let server: RunningDevServer | null = null;

/**
 * One real Temporal dev server for the integration run (in memory, no UI). When TEMPORAL_ADDRESS
 * names a server, that one is used instead. Tests isolate themselves with their own task queues.
 */
export async function setup(project: TestProject): Promise<void> {
  await provisionEmbeddingModel((line) => console.log(line));
  const existing = process.env.TEMPORAL_ADDRESS;
  if (existing) {
    project.provide('temporalAddress', existing);
    return;
  }
  server = await startTemporalDevServer({
    toolsDir: path.resolve(process.env.TOOLS_DIR ?? '.tools'),
    namespace: 'default',
    ui: false,
    log: (line) => console.log(line),
  });
  project.provide('temporalAddress', server.address);
}

export async function teardown(): Promise<void> {
  await server?.stop();
}
