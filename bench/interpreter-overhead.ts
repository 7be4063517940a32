/**
 * What the generic interpreter costs: a 50-step automation run by `automationRun` against a hand-written
 * workflow doing the same work, on the same Temporal server, worker and database.
 *   npx tsx bench/interpreter-overhead.ts [runs=5] [steps=50]
 *
 * The pairing: a step that does nothing does not exist (every step that runs an activity is an agent
 * action), so both sides run 50 `task.create` steps by the semi-autonomous Task Agent (auto-approved,
 * cheap: one insert). The hand-written workflow (bench/support/hand-written-run.ts) calls exactly the
 * activities and child workflows the interpreter calls for such a step (recordProposal, then the
 * agentAction child with its recordProposal, runAgentAction and finishAgentAction), plus the same
 * beginAutomationRun / finishAutomationRun. What remains is the interpreter's own work: walking the
 * graph, resolving inputs, keeping node states, and the larger payloads (definition, states) in history.
 * Runs alternate between the two so a warming or slowing server affects both alike.
 */
import { randomUUID } from 'node:crypto';
import { ensureStarterAgents } from '../api/agents/agent-repository';
import { AUTOMATION_SCHEMA_VERSION, type AutomationDefinition, type AutomationNode } from '../domain/automation/definition';
import { createNode } from '../domain/automation/node-types';
import { automationRunWorkflowId, type AutomationRunInput } from '../domain/automation/run-state';
import { startBenchEnvironment, summarise } from './support/environment';
import type { HandWrittenRunInput } from './support/hand-written-run';

const RUNS = Number(process.argv[2] ?? 5);
const STEPS = Number(process.argv[3] ?? 50);

const env = await startBenchEnvironment();
const { db, temporal } = env;
const user = await db.insertInto('users').values({ email: 'bench@example.com', password_hash: 'x' }).returning('id').executeTakeFirstOrThrow();
await ensureStarterAgents(db, user.id);
const taskAgent = await db.selectFrom('agents').select('id').where('user_id', '=', user.id).where('name', '=', 'Task Agent').executeTakeFirstOrThrow();

const titles = Array.from({ length: STEPS }, (_, index) => `Bench task ${index}`);
function lineOfTasks(): AutomationDefinition {
  const nodes: AutomationNode[] = [createNode('trigger.manual', 'trigger', { x: 0, y: 0 })];
  for (const [index, title] of titles.entries()) {
    const step = createNode('agent_action', `step_${index}`, { x: 0, y: (index + 1) * 120 });
    step.parameters = { agentId: taskAgent.id, actionType: 'task.create', input: { title: { type: 'static', value: title } } };
    nodes.push(step);
  }
  const edges = nodes.slice(1).map((node, index) => ({ id: `e${index}`, source: nodes[index]!.id, sourceHandle: 'out', target: node.id, targetHandle: 'in' }));
  return { schemaVersion: AUTOMATION_SCHEMA_VERSION, nodes, edges };
}
const automation = await db.insertInto('automations').values({ user_id: user.id, name: 'Bench', current_version: 1 }).returning('id').executeTakeFirstOrThrow();
await db.insertInto('automation_versions').values({ automation_id: automation.id, version: 1, definition: JSON.stringify(lineOfTasks()) }).execute();

const { taskQueue } = temporal;
async function interpreted(): Promise<number> {
  const runId = randomUUID();
  const input: AutomationRunInput = { runId, userId: user.id, automationId: automation.id, version: 1, triggerType: 'manual', triggerData: {} };
  const started = performance.now();
  const progress = await temporal.client.workflow.execute('automationRun', { taskQueue, workflowId: automationRunWorkflowId(runId), args: [input] });
  if (progress.status !== 'completed') throw new Error(`interpreted run ${progress.status}: ${progress.error}`);
  return performance.now() - started;
}
async function handWritten(): Promise<number> {
  const runId = randomUUID();
  const input: HandWrittenRunInput = { runId, userId: user.id, automationId: automation.id, agentId: taskAgent.id, titles };
  const started = performance.now();
  await temporal.client.workflow.execute('handWrittenRun', { taskQueue, workflowId: `bench-hand-written:${runId}`, args: [input] });
  return performance.now() - started;
}

await env.worker.runUntil(async () => {
  await interpreted();
  await handWritten();
  const interpreter: number[] = [];
  const baseline: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    interpreter.push(await interpreted());
    baseline.push(await handWritten());
  }
  console.log(`${STEPS} task.create steps per run, ${RUNS} runs each (after one warm-up run each)`);
  const interpreterMean = summarise('interpreter (automationRun)', interpreter);
  const baselineMean = summarise('hand-written workflow, same activities', baseline);
  console.log(`ratio (mean interpreter / mean hand-written): ${(interpreterMean / baselineMean).toFixed(3)}`);
  console.log(`interpreter overhead per step: ${((interpreterMean - baselineMean) / STEPS).toFixed(2)} ms`);
  const tasks = await db.selectFrom('tasks').select(db.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  console.log(`tasks created: ${tasks.n} (expected ${(RUNS + 1) * 2 * STEPS})`);
});
await env.close();
