import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { applyEdgeChanges, applyNodeChanges, type EdgeChange, type NodeChange, type XYPosition } from '@xyflow/react';
import type { AutomationDefinition } from '../../../../../../domain/automation/definition';
import type { FlowDecorations } from '../model/decorations';
import { syncFlowEdges, syncFlowNodes } from '../model/flowConversion';
import type { FlowEdge, FlowNode } from '../model/flowTypes';

export interface FlowElements {
  nodes: FlowNode[];
  edges: FlowEdge[];
  onNodesChange(changes: NodeChange<FlowNode>[]): void;
  onEdgesChange(changes: EdgeChange<FlowEdge>[]): void;
  /** Makes these nodes the selection now. */
  select(nodeIds: readonly string[]): void;
  /** Makes these nodes the selection once the next edit reaches the canvas (a new or pasted node). */
  selectNext(nodeIds: readonly string[]): void;
}

const notRemoval = <Change extends { type: string }>(change: Change) => change.type !== 'remove';

/**
 * React Flow's nodes and edges for the definition. React Flow's own changes (selection, measuring, a drag)
 * apply here at once. Edits flow back through the definition: removals through onDelete, and moves through
 * `onMoved` when they are final, i.e. at the end of a drag or on each arrow-key step.
 */
export function useFlowElements(definition: AutomationDefinition, decorations: FlowDecorations, onMoved: (positions: ReadonlyMap<string, XYPosition>) => void): FlowElements {
  const [nodes, setNodes] = useState(() => syncFlowNodes([], definition, decorations));
  const [edges, setEdges] = useState(() => syncFlowEdges([], definition, decorations));
  const nextSelection = useRef<ReadonlySet<string> | null>(null);

  useLayoutEffect(() => {
    const select = nextSelection.current;
    nextSelection.current = null;
    setNodes((current) => syncFlowNodes(current, definition, decorations, select));
    setEdges((current) => syncFlowEdges(current, definition, decorations));
  }, [definition, decorations]);

  const onNodesChange = useCallback(
    (changes: NodeChange<FlowNode>[]) => {
      setNodes((current) => applyNodeChanges(changes.filter(notRemoval), current));
      const moved = new Map<string, XYPosition>();
      for (const change of changes) if (change.type === 'position' && change.dragging === false && change.position) moved.set(change.id, change.position);
      if (moved.size > 0) onMoved(moved);
    },
    [onMoved],
  );
  const onEdgesChange = useCallback((changes: EdgeChange<FlowEdge>[]) => setEdges((current) => applyEdgeChanges(changes.filter(notRemoval), current)), []);
  const select = useCallback((nodeIds: readonly string[]) => {
    const ids = new Set(nodeIds);
    setNodes((current) => current.map((node) => ((node.selected ?? false) === ids.has(node.id) ? node : { ...node, selected: ids.has(node.id) })));
  }, []);
  const selectNext = useCallback((nodeIds: readonly string[]) => {
    nextSelection.current = new Set(nodeIds);
  }, []);
  return { nodes, edges, onNodesChange, onEdgesChange, select, selectNext };
}
