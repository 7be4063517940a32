import { ActivityFailure, ApplicationFailure, CancellationScope, ChildWorkflowFailure, isCancellation } from '@temporalio/workflow';
import type { AutomationNode } from '../../domain/automation/definition';
import { nextNodeIds } from '../../domain/automation/graph';
import { NODE_TYPES } from '../../domain/automation/node-types';
import { RUN_MESSAGES } from '../../domain/automation/run-messages';
import { NODE_HANDLERS } from './handlers';
import { nowIso, updateNode, type NodeHandler, type NodeResult, type RunContext } from './run-context';

/**
 * Moves a run through its graph from the given nodes.
 *
 * - From a node it follows the edges leaving the handle the node chose. Several edges from one
 *   handle are parallel branches: they run concurrently.
 * - A node reached by several branches runs once, when the first branch reaches it (an "any" join).
 *   Waiting for every incoming branch would hang after a condition, whose other branch never comes;
 *   and a step can only read outputs of steps on every path to it (the validator's rule), which have
 *   all finished by the time any branch arrives.
 * - A failed node fails the run: the other branches are cancelled (their nodes in flight end failed,
 *   "stopped because … failed") and nothing new starts.
 */
export class GraphWalk {
  private readonly nodes: Map<string, AutomationNode>;
  private readonly reached: Set<string>;
  private readonly branches = new CancellationScope();
  private failedNode: AutomationNode | null = null;

  /** `alreadyRun`: nodes a resumed run carries over; they do not run again. */
  constructor(
    private readonly run: RunContext,
    alreadyRun: Iterable<string> = [],
  ) {
    this.nodes = new Map(run.definition.nodes.map((node) => [node.id, node]));
    this.reached = new Set(alreadyRun);
  }

  /** The node whose failure ended the walk, if any. */
  get failure(): AutomationNode | null {
    return this.failedNode;
  }

  /** Resolves when every branch has ended; rejects only when the run itself is cancelled. */
  async walk(startIds: readonly string[]): Promise<void> {
    try {
      await this.branches.run(() => this.visitAll(startIds));
    } catch (error) {
      const stoppedByFailure = isCancellation(error) && this.failedNode !== null && !CancellationScope.current().consideredCancelled;
      if (!stoppedByFailure) throw error;
    }
  }

  /** Like Promise.all, but waits for every branch (their clean-up included) before passing a cancellation on. */
  private async visitAll(ids: readonly string[]): Promise<void> {
    const settled = await Promise.allSettled(ids.map((id) => this.visit(id)));
    const rejected = settled.find((result): result is PromiseRejectedResult => result.status === 'rejected');
    if (rejected) throw rejected.reason;
  }

  private async visit(nodeId: string): Promise<void> {
    const node = this.nodes.get(nodeId);
    if (!node || this.reached.has(nodeId) || this.failedNode) return;
    this.reached.add(nodeId);
    const handle = await this.runNode(node);
    if (handle) await this.visitAll(nextNodeIds(this.run.definition, node.id, handle));
  }

  /** Runs one node; returns the handle it left by, or null when its branch ends here (or it failed). */
  private async runNode(node: AutomationNode): Promise<string | null> {
    const previous = this.run.progress.nodes[node.id];
    updateNode(this.run, node.id, { status: 'running', startedAt: nowIso(), attempt: (previous?.attempt ?? 0) + 1 });
    let result: NodeResult;
    try {
      const handler = NODE_HANDLERS[node.type] as NodeHandler | undefined;
      result = handler ? await handler(node, this.run) : { error: RUN_MESSAGES.unknownStep(node.type) };
    } catch (error) {
      if (isCancellation(error)) throw error;
      result = { error: failureMessage(error) };
    }
    if ('error' in result) {
      this.fail(node, result.error);
      return null;
    }
    if (NODE_TYPES[node.type].hasOutput && result.output !== undefined) this.run.data.steps[node.id] = result.output;
    updateNode(this.run, node.id, { status: 'done', endedAt: nowIso(), output: result.output, ...(result.handle ? { handle: result.handle } : {}) });
    return result.handle;
  }

  private fail(node: AutomationNode, error: string): void {
    updateNode(this.run, node.id, { status: 'failed', endedAt: nowIso(), error });
    if (this.failedNode) return;
    this.failedNode = node;
    this.run.progress.failedNodeId = node.id;
    this.run.progress.error = error;
    this.branches.cancel();
  }
}

function failureMessage(error: unknown): string {
  const cause = error instanceof ActivityFailure || error instanceof ChildWorkflowFailure ? (error.cause ?? error) : error;
  if (cause instanceof ApplicationFailure || cause instanceof Error) return cause.message;
  return String(cause);
}
