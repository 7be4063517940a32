import { fileURLToPath } from 'node:url';
import { NativeConnection, Worker, type WorkerOptions } from '@temporalio/worker';
import { createActivities, type ActivityDeps } from '../../activities/index';

export const workflowsPath = fileURLToPath(new URL('../../workflows/index.ts', import.meta.url));

export interface WorkerSettings {
  address: string;
  namespace: string;
  taskQueue: string;
  deps: Omit<ActivityDeps, 'workerIdentity'>;
  identity?: string;
  overrides?: Partial<WorkerOptions>;
}

export interface StartedWorker {
  worker: Worker;
  connection: NativeConnection;
  /** Resolves when the worker stopped (after shutdown() or a fatal error). */
  finished: Promise<void>;
  shutdown(): Promise<void>;
}

/** Creates a worker polling the task queue and starts it running. */
export async function startWorker(settings: WorkerSettings): Promise<StartedWorker> {
  const connection = await NativeConnection.connect({ address: settings.address });
  const identity = settings.identity ?? `worker-${process.pid}@${settings.taskQueue}`;
  const worker = await Worker.create({
    connection,
    namespace: settings.namespace,
    taskQueue: settings.taskQueue,
    workflowsPath,
    activities: createActivities({ ...settings.deps, workerIdentity: identity }),
    identity,
    ...settings.overrides,
  });
  const finished = worker.run();
  let stopping: Promise<void> | null = null;
  const stop = async () => {
    if (worker.getState() === 'RUNNING') worker.shutdown();
    await finished.catch(() => undefined);
    await connection.close();
  };
  return { worker, connection, finished, shutdown: () => (stopping ??= stop()) };
}
