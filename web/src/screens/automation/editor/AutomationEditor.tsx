import type { ReactNode } from 'react';
import { ReactFlowProvider } from '@xyflow/react';
import type { Agent } from '../../../../../domain/agents/types';
import type { AutomationDefinition } from '../../../../../domain/automation/definition';
import type { NodeRunState } from '../../../../../domain/automation/run-state';
import type { ValidationProblem } from '../../../../../domain/automation/validate-context';
import { EditorWorkspace } from './EditorWorkspace';
import '@xyflow/react/dist/style.css';
import './editor.css';

export interface AutomationEditorProps {
  /** The definition to start from; the page remounts the editor (React key) to load another one. */
  initialDefinition: AutomationDefinition;
  /** Called after every committed edit (add, connect, delete, parameter change, move on drag stop, layout, undo/redo, paste). */
  onChange: (definition: AutomationDefinition) => void;
  /** From validateDefinition (the page runs it); shown on the nodes themselves (red outline + count badge + tooltip), on edges, and next to fields in the side panel. */
  problems: readonly ValidationProblem[];
  /** The user's agents (type Agent from domain/agents/types.ts) for the agent step's agent select; the action-type select offers that agent's capabilities. */
  agents: readonly Agent[];
  /** When watching a run: each node's live state (domain/automation/run-state.ts NodeRunState); nodes show pending/running (spinner)/waiting for approval (who, since when, expires when)/done/failed (error)/skipped, and the side panel shows the node's input and output. */
  runStates?: Readonly<Record<string, NodeRunState>> | null;
  /** Viewing an old version or a run: no edits, palette hidden. */
  readOnly?: boolean;
  /** Optional extra toolbar content the page puts on the canvas toolbar's right (e.g. Save/Run buttons). */
  toolbarExtra?: ReactNode;
}

/**
 * The automation builder's canvas (issue 5): a palette of node types to drag in, the graph drawn with
 * React Flow, and a side panel for the selected step, with undo/redo, copy/paste, auto-layout and the
 * validator's problems on nodes, connections and fields. The definition is the state; the page keeps it
 * through onChange and remounts the editor to load another.
 */
export function AutomationEditor(props: AutomationEditorProps) {
  return (
    <ReactFlowProvider>
      <EditorWorkspace {...props} />
    </ReactFlowProvider>
  );
}
