import { memo, type ReactNode } from 'react';
import { Button, Divider, Flex, Tooltip } from 'antd';
import { ApartmentOutlined, ExpandOutlined, RedoOutlined, UndoOutlined } from '@ant-design/icons';
import type { ValidationProblem } from '../../../../../../domain/automation/validate-context';
import { ProblemsButton } from './ProblemsButton';

interface EditorToolbarProps {
  readOnly: boolean;
  canUndo: boolean;
  canRedo: boolean;
  problems: readonly ValidationProblem[];
  nodeNames: ReadonlyMap<string, string>;
  extra: ReactNode;
  onUndo(): void;
  onRedo(): void;
  onLayout(): void;
  onFit(): void;
  onShowNode(nodeId: string): void;
}

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const MOD = isMac ? '⌘' : 'Ctrl+';

function ToolButton({ label, shortcut, icon, disabled, onClick }: { label: string; shortcut?: string; icon: ReactNode; disabled?: boolean; onClick(): void }) {
  return (
    <Tooltip title={shortcut ? `${label} (${shortcut})` : label}>
      <Button type="text" icon={icon} aria-label={label} disabled={disabled} onClick={onClick} />
    </Tooltip>
  );
}

/** Undo, redo, layout and zoom on the left; the page's own buttons on the right. */
export const EditorToolbar = memo(function EditorToolbar(props: EditorToolbarProps) {
  const { readOnly, canUndo, canRedo, problems, nodeNames, extra } = props;
  return (
    <Flex className="ae-toolbar" align="center" justify="space-between" gap={8} wrap>
      <Flex align="center" gap={2}>
        {readOnly ? null : (
          <>
            <ToolButton label="Undo" shortcut={`${MOD}Z`} icon={<UndoOutlined />} disabled={!canUndo} onClick={props.onUndo} />
            <ToolButton label="Redo" shortcut={isMac ? '⇧⌘Z' : 'Ctrl+Y'} icon={<RedoOutlined />} disabled={!canRedo} onClick={props.onRedo} />
            <Divider orientation="vertical" />
            <ToolButton label="Auto-layout" icon={<ApartmentOutlined />} onClick={props.onLayout} />
          </>
        )}
        <ToolButton label="Zoom to fit" icon={<ExpandOutlined />} onClick={props.onFit} />
        {readOnly ? null : <ProblemsButton problems={problems} nodeNames={nodeNames} onShowNode={props.onShowNode} />}
      </Flex>
      {extra ? (
        <Flex align="center" gap={8}>
          {extra}
        </Flex>
      ) : null}
    </Flex>
  );
});
