import { sleep } from '@temporalio/workflow';
import { evaluateCondition } from '../../domain/automation/conditions';
import { conditionData } from '../../domain/automation/mapping';
import { AUTOMATION_MESSAGES } from '../../domain/automation/messages';
import { OUT_HANDLE } from '../../domain/automation/node-types';
import { delaySeconds } from '../../domain/automation/validate-nodes';
import { runAgentActionNode } from './agent-action-node';
import { runApprovalNode } from './approval-node';
import { updateNode, type NodeHandler, type NodeHandlers } from './run-context';

/** A trigger has done its work when the run starts: its data is the run's trigger data. */
const passThrough: NodeHandler = async () => ({ handle: OUT_HANDLE });

const runCondition: NodeHandler<'condition'> = async (node, run) => {
  const result = evaluateCondition(node.parameters, conditionData(run.data));
  return { handle: result ? 'true' : 'false', output: { result } };
};

/** A durable timer: the run survives worker restarts while it waits. */
const runDelay: NodeHandler<'delay'> = async (node, run) => {
  const seconds = delaySeconds(node.parameters);
  if (!(seconds > 0)) return { error: AUTOMATION_MESSAGES.delayAmount };
  updateNode(run, node.id, { wakesAt: new Date(Date.now() + seconds * 1000).toISOString() });
  await sleep(seconds * 1000);
  return { handle: OUT_HANDLE };
};

const runEnd: NodeHandler<'end'> = async () => ({ handle: null });

/** What each node type does when the run reaches it. */
export const NODE_HANDLERS: NodeHandlers = {
  'trigger.manual': passThrough,
  'trigger.email_received': passThrough,
  'trigger.schedule': passThrough,
  'trigger.webhook': passThrough,
  condition: runCondition,
  agent_action: runAgentActionNode,
  approval: runApprovalNode,
  delay: runDelay,
  end: runEnd,
};
