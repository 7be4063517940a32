import { useCallback, type DragEvent, type RefObject } from 'react';
import { useReactFlow, type Connection, type FitViewOptions, type OnDelete } from '@xyflow/react';
import type { AutomationDefinition, AutomationNode, NodeParametersByType, NodePosition, NodeType } from '../../../../../../domain/automation/definition';
import { createNode, NODE_TYPES } from '../../../../../../domain/automation/node-types';
import { copySelection, pasteFragment } from '../model/clipboard';
import { connectionRefusal, type ConnectionAttempt } from '../model/connectionRules';
import type { FlowEdge, FlowNode } from '../model/flowTypes';
import { newEdgeId, newNodeId, uniqueName } from '../model/ids';
import { DEFAULT_NODE_SIZE, layoutDefinition, type NodeSize } from '../model/layout';
import { addNodes, connect, freePosition, removeElements, updateNode } from '../model/operations';
import { isNodeType, NODE_DRAG_MIME, PRESET_DRAG_MIME } from '../nodeVisuals';
import { ASK_ASSISTANT_PRESET, isPresetName, presetStep, type PresetName } from '../palette/presets';
import { storeCopy, takePaste } from './clipboardStore';
import type { EditorHistory } from './useEditorHistory';
import type { FlowElements } from './useFlowElements';

export const FIT_VIEW_OPTIONS: FitViewOptions<FlowNode> = { padding: 0.15, maxZoom: 1.25, duration: 250 };

const whole = (position: NodePosition): NodePosition => ({ x: Math.round(position.x), y: Math.round(position.y) });

interface CanvasActionsInput {
  definition: AutomationDefinition;
  edit: EditorHistory['edit'];
  flow: Pick<FlowElements, 'select' | 'selectNext'>;
  canvasRef: RefObject<HTMLElement | null>;
  /** The agent a preset "Ask an assistant" step starts with (one that can ask), or '' for none. */
  askAgentId?: string;
}

/** Everything the canvas, palette, toolbar and side panel do to the definition, as memoised callbacks. */
export function useCanvasActions({ definition, edit, flow, canvasRef, askAgentId = '' }: CanvasActionsInput) {
  const { screenToFlowPosition, fitView, getNodes, getEdges, getZoom, setCenter } = useReactFlow<FlowNode, FlowEdge>();
  const { select, selectNext } = flow;

  const addNode = useCallback(
    (type: NodeType, position: NodePosition, preset?: { label: string; parameters: NodeParametersByType[NodeType] }) => {
      const id = newNodeId(type, new Set(definition.nodes.map((node) => node.id)));
      const name = uniqueName(preset?.label ?? NODE_TYPES[type].label, new Set(definition.nodes.map((node) => node.name)));
      const created = createNode(type, id, whole(position), name) as AutomationNode;
      const node = (preset ? { ...created, parameters: preset.parameters } : created) as AutomationNode;
      selectNext([id]);
      edit((current) => addNodes(current, [node]));
    },
    [definition, edit, selectNext],
  );

  const addInView = useCallback(
    (type: NodeType, presetName?: PresetName) => {
      const rect = canvasRef.current?.getBoundingClientRect();
      if (!rect) return;
      const topLeft = screenToFlowPosition({ x: rect.left, y: rect.top });
      const bottomRight = screenToFlowPosition({ x: rect.right, y: rect.bottom });
      const { width, height } = DEFAULT_NODE_SIZE;
      const wanted = { x: (topLeft.x + bottomRight.x - width) / 2, y: (topLeft.y + bottomRight.y - height) / 2 };
      const spot = freePosition(definition, wanted, DEFAULT_NODE_SIZE);
      addNode(type, spot, presetName ? presetStep(presetName, askAgentId) : undefined);
      const inView = spot.x >= topLeft.x && spot.y >= topLeft.y && spot.x + width <= bottomRight.x && spot.y + height <= bottomRight.y;
      if (!inView) void setCenter(spot.x + width / 2, spot.y + height / 2, { zoom: getZoom(), duration: 200 });
    },
    [addNode, askAgentId, canvasRef, definition, getZoom, screenToFlowPosition, setCenter],
  );

  const addAskAssistant = useCallback(() => addInView('agent_action', ASK_ASSISTANT_PRESET), [addInView]);

  const onDragOver = useCallback((event: DragEvent) => {
    if (!event.dataTransfer.types.includes(NODE_DRAG_MIME)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
  }, []);

  const onDrop = useCallback(
    (event: DragEvent) => {
      const type = event.dataTransfer.getData(NODE_DRAG_MIME);
      if (!isNodeType(type)) return;
      event.preventDefault();
      const point = screenToFlowPosition({ x: event.clientX, y: event.clientY });
      const presetName = event.dataTransfer.getData(PRESET_DRAG_MIME);
      addNode(type, { x: point.x - DEFAULT_NODE_SIZE.width / 2, y: point.y - 24 }, isPresetName(presetName) ? presetStep(presetName, askAgentId) : undefined);
    },
    [addNode, askAgentId, screenToFlowPosition],
  );

  const isValidConnection = useCallback((attempt: ConnectionAttempt) => connectionRefusal(definition, attempt) === null, [definition]);

  const onConnect = useCallback(
    (connection: Connection) => {
      if (connectionRefusal(definition, connection) !== null) return;
      const id = newEdgeId(new Set(definition.edges.map((edge) => edge.id)));
      const { source, sourceHandle, target, targetHandle } = connection;
      edit((current) => connect(current, { source, sourceHandle: sourceHandle ?? null, target, targetHandle: targetHandle ?? null }, id));
    },
    [definition, edit],
  );

  const onDelete = useCallback<OnDelete<FlowNode, FlowEdge>>(
    ({ nodes, edges }) => edit((current) => removeElements(current, nodes.map((node) => node.id), edges.map((edge) => edge.id))),
    [edit],
  );

  const fitAll = useCallback(() => void fitView(FIT_VIEW_OPTIONS), [fitView]);

  const autoLayout = useCallback(() => {
    const sizes = new Map<string, NodeSize>();
    for (const node of getNodes()) if (node.measured?.width && node.measured.height) sizes.set(node.id, { width: node.measured.width, height: node.measured.height });
    // dagre takes a while on big graphs: lay out once here, not inside the (possibly replayed) history reducer.
    const laidOut = layoutDefinition(definition, 'TB', sizes);
    edit((current) => (current === definition ? laidOut : layoutDefinition(current, 'TB', sizes)));
    void fitView(FIT_VIEW_OPTIONS);
  }, [definition, edit, fitView, getNodes]);

  const showNode = useCallback(
    (nodeId: string) => {
      select([nodeId]);
      void fitView({ ...FIT_VIEW_OPTIONS, nodes: [{ id: nodeId }], maxZoom: 1 });
    },
    [fitView, select],
  );

  const copy = useCallback(() => {
    const fragment = copySelection(getNodes(), getEdges());
    if (fragment) storeCopy(fragment);
    return fragment !== null;
  }, [getEdges, getNodes]);

  const paste = useCallback(() => {
    const next = takePaste();
    if (!next) return false;
    const pasted = pasteFragment(definition, next.fragment, next.offset);
    selectNext(pasted.nodeIds);
    edit((current) => (current === definition ? pasted.definition : pasteFragment(current, next.fragment, next.offset).definition));
    return true;
  }, [definition, edit, selectNext]);

  const editNode = useCallback(
    (nodeId: string, update: (node: AutomationNode) => AutomationNode, mergeKey?: string) => edit((current) => updateNode(current, nodeId, update), mergeKey),
    [edit],
  );

  const deleteNode = useCallback((nodeId: string) => edit((current) => removeElements(current, [nodeId], [])), [edit]);

  return { addInView, addAskAssistant, onDragOver, onDrop, isValidConnection, onConnect, onDelete, fitAll, autoLayout, showNode, copy, paste, editNode, deleteNode };
}
