import { memo } from 'react';
import { Empty, Typography } from 'antd';
import type { Agent } from '../../../../../../domain/agents/types';
import type { AutomationDefinition, AutomationNode } from '../../../../../../domain/automation/definition';
import type { NodeRunState } from '../../../../../../domain/automation/run-state';
import type { ValidationProblem } from '../../../../../../domain/automation/validate-context';
import { NodeSettings, type EditNode } from './NodeSettings';

interface SidePanelProps {
  definition: AutomationDefinition;
  /** The selected node when exactly one is selected. */
  node: AutomationNode | null;
  selectionCount: number;
  problems: readonly ValidationProblem[];
  agents: readonly Agent[];
  run: NodeRunState | null;
  readOnly: boolean;
  onEditNode: EditNode;
  onDeleteNode(nodeId: string): void;
  onStartConnect?(nodeId: string): void;
}

/** The right-hand panel: the selected step's settings, or what to do when none or several are selected. */
export const SidePanel = memo(function SidePanel({ node, selectionCount, readOnly, ...rest }: SidePanelProps) {
  let body;
  if (node) body = <NodeSettings key={node.id} node={node} readOnly={readOnly} {...rest} />;
  else if (selectionCount > 1)
    body = (
      <Typography.Paragraph type="secondary" className="ae-panel-empty">
        {selectionCount} steps selected.{readOnly ? ' Copy them with Ctrl+C.' : ' Press Delete to remove them, or Ctrl+C to copy them.'}
      </Typography.Paragraph>
    );
  else
    body = (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        className="ae-panel-empty"
        description={readOnly ? 'Select a step to see its settings.' : 'Select a step to edit it. Drag steps from the left, and connect a step’s bottom handle to the next one’s top.'}
      />
    );
  // `nokey`: while a control here has the focus, Delete and Backspace must not delete the step (React Flow skips such events).
  return (
    <aside className="ae-panel nokey" aria-label="Step settings">
      {body}
    </aside>
  );
});
