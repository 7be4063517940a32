import { Client, Connection } from '@temporalio/client';
import proto from '@temporalio/proto';

export interface TemporalHandle {
  client: Client;
  connection: Connection;
  address: string;
  namespace: string;
  taskQueue: string;
  /** The Temporal Web UI, when one is known. */
  uiUrl: string | null;
}

export async function connectTemporal(settings: {
  address: string;
  namespace: string;
  taskQueue: string;
  uiUrl: string | null;
}): Promise<TemporalHandle> {
  const connection = await Connection.connect({ address: settings.address });
  const client = new Client({ connection, namespace: settings.namespace });
  return { client, connection, ...settings };
}

/** How many workers are polling the workflow task queue right now (seen by the server in the last minutes). */
export async function countWorkflowPollers(handle: TemporalHandle): Promise<number> {
  const reply = await handle.connection.workflowService.describeTaskQueue({
    namespace: handle.namespace,
    taskQueue: { name: handle.taskQueue, kind: proto.temporal.api.enums.v1.TaskQueueKind.TASK_QUEUE_KIND_NORMAL },
    taskQueueType: proto.temporal.api.enums.v1.TaskQueueType.TASK_QUEUE_TYPE_WORKFLOW,
  });
  return reply.pollers?.length ?? 0;
}

/** Link to a workflow's page in the Temporal Web UI, or null when no UI is known. */
export function workflowUiUrl(handle: TemporalHandle, workflowId: string): string | null {
  if (!handle.uiUrl) return null;
  return `${handle.uiUrl}/namespaces/${encodeURIComponent(handle.namespace)}/workflows/${encodeURIComponent(workflowId)}`;
}
