import type { Edge, Node } from '@xyflow/react';
import type { AutomationEdge, AutomationNodeOf, NodeType } from '../../../../../../domain/automation/definition';
import type { NodeRunState } from '../../../../../../domain/automation/run-state';

/** The part of a node's run state the node itself shows (input and output only appear in the side panel). */
export type NodeRunView = Pick<NodeRunState, 'status' | 'error' | 'approval' | 'wakesAt' | 'attempt'>;

/**
 * What a canvas node carries: its own definition node (never the whole definition), the messages of its
 * problems, and its run state. A node re-renders only when one of these three changes.
 */
export type FlowNodeData<T extends NodeType = NodeType> = {
  node: AutomationNodeOf<T>;
  problems: readonly string[];
  run: NodeRunView | null;
};

export type FlowNodeOf<T extends NodeType> = Node<FlowNodeData<T>, T>;
export type FlowNode = { [T in NodeType]: FlowNodeOf<T> }[NodeType];

export const FLOW_EDGE_TYPE = 'automation';

export type FlowEdgeData = {
  /** The definition's edge, kept as is so that converting back loses nothing. */
  edge: AutomationEdge;
  problems: readonly string[];
  /** The run went along this connection. */
  taken: boolean;
};

export type FlowEdge = Edge<FlowEdgeData, typeof FLOW_EDGE_TYPE> & { data: FlowEdgeData };
