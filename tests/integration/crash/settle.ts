import { Client, Connection } from '@temporalio/client';

/** Workflows of the product's task queue still running, other than the mailbox watchers (they never end). */
export async function runningWorkflows(address: string, taskQueue: string): Promise<string[]> {
  const connection = await Connection.connect({ address });
  try {
    const client = new Client({ connection, namespace: 'default' });
    const running: string[] = [];
    for await (const execution of client.workflow.list({ query: `TaskQueue = "${taskQueue}" AND ExecutionStatus = "Running"` })) {
      if (execution.type !== 'mailSync') running.push(execution.workflowId);
    }
    return running;
  } finally {
    await connection.close();
  }
}

/**
 * Waits until nothing but mailbox watchers runs, seen three times in a row, and at least `minimumMs` from now
 * (the time the outbox's sweep needs to take over intents a crashed process was holding).
 */
export async function waitUntilSettled(address: string, taskQueue: string, { minimumMs, timeoutMs }: { minimumMs: number; timeoutMs: number }): Promise<void> {
  const earliest = Date.now() + minimumMs;
  const deadline = Date.now() + timeoutMs;
  let quiet = 0;
  let last: string[] = [];
  while (Date.now() < deadline) {
    last = await runningWorkflows(address, taskQueue);
    quiet = last.length === 0 ? quiet + 1 : 0;
    if (quiet >= 3 && Date.now() >= earliest) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`Workflows still running after ${timeoutMs / 1000} s: ${last.slice(0, 10).join(', ')}`);
}
