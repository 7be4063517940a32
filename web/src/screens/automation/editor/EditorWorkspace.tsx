import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button, Drawer } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { Background, Controls, MiniMap, Panel, ReactFlow, type XYPosition } from '@xyflow/react';
import { NODE_TYPES } from '../../../../../domain/automation/node-types';
import { useThemeMode } from '../../../theme/themeContext';
import type { AutomationEditorProps } from './AutomationEditor';
import { EditorToolbar } from './canvas/EditorToolbar';
import { decorationsOf } from './model/decorations';
import type { FlowEdge, FlowNode } from './model/flowTypes';
import { moveNodes } from './model/operations';
import { EDGE_COMPONENTS } from './nodes/AutomationEdgeView';
import { NODE_COMPONENTS } from './nodes/nodeTypes';
import { Palette } from './palette/Palette';
import { askAgentOf } from './palette/presets';
import { ConnectDialog, type ConnectChoice } from './panel/ConnectDialog';
import { SidePanel } from './panel/SidePanel';
import { FIT_VIEW_OPTIONS, useCanvasActions } from './state/useCanvasActions';
import { useEditorHistory } from './state/useEditorHistory';
import { useEditorShortcuts } from './state/useEditorShortcuts';
import { useFlowElements } from './state/useFlowElements';
import { useEditorThemeVars } from './useEditorThemeVars';

const NARROW_QUERY = '(max-width: 900px)';

function useNarrowScreen(): boolean {
  const [narrow, setNarrow] = useState(() => typeof window !== 'undefined' && window.matchMedia(NARROW_QUERY).matches);
  useEffect(() => {
    const query = window.matchMedia(NARROW_QUERY);
    const update = () => setNarrow(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return narrow;
}

const DELETE_KEYS = ['Delete', 'Backspace'];
const MULTI_SELECT_KEYS = ['Meta', 'Control', 'Shift'];
const INITIAL_FIT = { padding: FIT_VIEW_OPTIONS.padding, maxZoom: FIT_VIEW_OPTIONS.maxZoom };

function minimapClass(node: FlowNode): string {
  return `ae-minimap-node ae-minimap-node--${NODE_TYPES[node.type].kind}${node.data.problems.length > 0 ? ' has-problems' : ''}`;
}

/** The editor inside its ReactFlowProvider: toolbar, palette, canvas and side panel around one definition. */
export function EditorWorkspace({ initialDefinition, onChange, problems, agents, runStates = null, readOnly = false, toolbarExtra }: AutomationEditorProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const [fitOnOpen] = useState(() => initialDefinition.nodes.length > 0);
  const canvasRef = useRef<HTMLDivElement>(null);
  const { definition, canUndo, canRedo, edit, undo, redo } = useEditorHistory(initialDefinition, onChange);
  const decorations = useMemo(() => decorationsOf(problems, runStates), [problems, runStates]);
  const onMoved = useCallback((positions: ReadonlyMap<string, XYPosition>) => edit((current) => moveNodes(current, positions), `move:${[...positions.keys()].join(',')}`), [edit]);
  const flow = useFlowElements(definition, decorations, onMoved);
  const askAgentId = useMemo(() => askAgentOf(agents), [agents]);
  const actions = useCanvasActions({ definition, edit, flow, canvasRef, askAgentId });
  useEditorShortcuts(rootRef, { undo, redo, copy: actions.copy, paste: actions.paste }, readOnly);
  const { mode } = useThemeMode();
  const vars = useEditorThemeVars();

  const selectedIds = useMemo(() => flow.nodes.filter((node) => node.selected).map((node) => node.id), [flow.nodes]);
  const selectedNode = selectedIds.length === 1 ? (definition.nodes.find((node) => node.id === selectedIds[0]) ?? null) : null;
  const nodeNames = useMemo(() => new Map(definition.nodes.map((node) => [node.id, node.name])), [definition.nodes]);
  const [connectingId, setConnectingId] = useState<string | null>(null);
  // Narrow screens (a tablet, 700 px): the palette becomes a drawer and the canvas keeps the width.
  const narrow = useNarrowScreen();
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const connecting = connectingId ? (definition.nodes.find((node) => node.id === connectingId) ?? null) : null;
  const connectByKeyboard = useCallback(
    ({ source, sourceHandle, target }: ConnectChoice) => {
      actions.onConnect({ source, sourceHandle, target, targetHandle: null });
      const from = definition.nodes.find((node) => node.id === source);
      const to = definition.nodes.find((node) => node.id === target);
      const outcome = from && sourceHandle ? NODE_TYPES[from.type].outputs.find((handle) => handle.id === sourceHandle) : undefined;
      const branch = outcome && from && NODE_TYPES[from.type].outputs.length > 1 ? ` (${outcome.label})` : '';
      setAnnouncement(`Connected ${from?.name ?? source}${branch} to ${to?.name ?? target}.`);
    },
    [actions, definition.nodes],
  );

  // C with one step selected (and no field focused): "Connect to…" from that step.
  useEffect(() => {
    if (readOnly) return undefined;
    const root = rootRef.current;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'c' || event.ctrlKey || event.metaKey || event.altKey || event.shiftKey) return;
      const target = event.target as HTMLElement | null;
      if (target && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || target.closest('.ant-select, .ant-modal'))) return;
      if (!selectedNode || NODE_TYPES[selectedNode.type].outputs.length === 0) return;
      event.preventDefault();
      setConnectingId(selectedNode.id);
    };
    root?.addEventListener('keydown', onKeyDown);
    return () => root?.removeEventListener('keydown', onKeyDown);
  }, [readOnly, selectedNode]);

  return (
    <div ref={rootRef} className={`ae-editor${readOnly ? ' is-read-only' : ''}`} style={vars} tabIndex={-1} data-testid="automation-editor">
      <EditorToolbar
        readOnly={readOnly}
        canUndo={canUndo}
        canRedo={canRedo}
        problems={problems}
        nodeNames={nodeNames}
        extra={toolbarExtra}
        onUndo={undo}
        onRedo={redo}
        onLayout={actions.autoLayout}
        onFit={actions.fitAll}
        onShowNode={actions.showNode}
      />
      <div className="ae-body">
        {readOnly || narrow ? null : <Palette onAdd={actions.addInView} onAddAskAssistant={actions.addAskAssistant} />}
        <div ref={canvasRef} className="ae-canvas">
          <ReactFlow<FlowNode, FlowEdge>
            nodes={flow.nodes}
            edges={flow.edges}
            nodeTypes={NODE_COMPONENTS}
            edgeTypes={EDGE_COMPONENTS}
            onNodesChange={flow.onNodesChange}
            onEdgesChange={flow.onEdgesChange}
            onConnect={actions.onConnect}
            isValidConnection={actions.isValidConnection}
            onDelete={actions.onDelete}
            onDrop={actions.onDrop}
            onDragOver={actions.onDragOver}
            nodesDraggable={!readOnly}
            nodesConnectable={!readOnly}
            edgesReconnectable={false}
            deleteKeyCode={readOnly ? null : DELETE_KEYS}
            multiSelectionKeyCode={MULTI_SELECT_KEYS}
            onlyRenderVisibleElements
            // Fit only what the canvas opens with: on an empty canvas, the first step dropped stays where it was put.
            fitView={fitOnOpen}
            fitViewOptions={INITIAL_FIT}
            minZoom={0.1}
            colorMode={mode}
          >
            {narrow && !readOnly ? (
              <Panel position="top-left">
                <Button type="primary" icon={<PlusOutlined />} onClick={() => setPaletteOpen(true)} aria-haspopup="dialog" data-testid="palette-open">
                  Add step
                </Button>
              </Panel>
            ) : null}
            <Background gap={20} />
            <MiniMap pannable zoomable nodeClassName={minimapClass} ariaLabel="Overview of the automation" />
            <Controls showInteractive={false} showFitView={false} />
            {definition.nodes.length === 0 && !readOnly ? (
              <Panel position="top-center" className="ae-empty-hint">
                Start with a trigger: drag one from the left onto the canvas, or click it.
              </Panel>
            ) : null}
          </ReactFlow>
        </div>
        <SidePanel
          definition={definition}
          node={selectedNode}
          selectionCount={selectedIds.length}
          problems={problems}
          agents={agents}
          run={selectedNode ? (runStates?.[selectedNode.id] ?? null) : null}
          readOnly={readOnly}
          onEditNode={actions.editNode}
          onDeleteNode={actions.deleteNode}
          onStartConnect={readOnly ? undefined : setConnectingId}
        />
      </div>
      {narrow && !readOnly ? (
        <Drawer
          open={paletteOpen}
          placement="left"
          size={280}
          title="Add a step"
          onClose={() => setPaletteOpen(false)}
          styles={{ body: { padding: 0 } }}
          rootClassName="ae-palette-drawer"
          data-testid="palette-drawer"
        >
          <div className="ae-editor" style={{ ...vars, border: 'none', minHeight: 0 }}>
            <Palette
              onAdd={(type) => {
                setPaletteOpen(false);
                actions.addInView(type);
              }}
              onAddAskAssistant={() => {
                setPaletteOpen(false);
                actions.addAskAssistant();
              }}
            />
          </div>
        </Drawer>
      ) : null}
      <ConnectDialog definition={definition} source={connecting} onConnect={connectByKeyboard} onClose={() => setConnectingId(null)} />
      <div role="status" aria-live="polite" className="ae-sr-only" data-testid="editor-announcement">
        {announcement}
      </div>
    </div>
  );
}
