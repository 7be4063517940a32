import { List, Tag, Typography } from 'antd';
import type { AutomationDefinition, AutomationEdge } from '../../../../../domain/automation/definition';
import { isEmptyDiff, type DefinitionDiff, type NodeChange } from '../../../../../domain/automation/diff';
import { NODE_TYPES } from '../../../../../domain/automation/node-types';
import { DIFF_COLORS } from './diffHighlight';

interface Line {
  key: string;
  kind: 'added' | 'removed' | 'changed';
  text: string;
}

const KIND_LABELS = { added: 'Added', removed: 'Removed', changed: 'Changed' } as const;

function changeText(change: NodeChange): string {
  const parts: string[] = [];
  if (change.fields.includes('type')) parts.push(`now ${NODE_TYPES[change.after.type]?.label ?? change.after.type}`);
  if (change.fields.includes('name')) parts.push(`renamed from “${change.before.name}”`);
  if (change.fields.includes('parameters')) parts.push(`settings: ${change.parameters.join(', ')}`);
  if (change.fields.includes('retry')) parts.push('retry');
  return `${change.after.name}: ${parts.join('; ')}`;
}

function edgeText(edge: AutomationEdge, names: ReadonlyMap<string, string>): string {
  const from = names.get(edge.source) ?? edge.source;
  const to = names.get(edge.target) ?? edge.target;
  const handle = edge.sourceHandle && edge.sourceHandle !== 'out' ? ` (${edge.sourceHandle})` : '';
  return `Connection ${from}${handle} → ${to}`;
}

export function diffLines(diff: DefinitionDiff, before: AutomationDefinition, after: AutomationDefinition): Line[] {
  const names = new Map([...before.nodes, ...after.nodes].map((node) => [node.id, node.name]));
  const step = (node: { name: string; type: string }) => `Step ${node.name} (${NODE_TYPES[node.type as keyof typeof NODE_TYPES]?.label ?? node.type})`;
  return [
    ...diff.addedNodes.map((node): Line => ({ key: `node+${node.id}`, kind: 'added', text: step(node) })),
    ...diff.removedNodes.map((node): Line => ({ key: `node-${node.id}`, kind: 'removed', text: step(node) })),
    ...diff.changedNodes.map((change): Line => ({ key: `node~${change.nodeId}`, kind: 'changed', text: changeText(change) })),
    ...diff.addedEdges.map((edge): Line => ({ key: `edge+${edge.id}`, kind: 'added', text: edgeText(edge, names) })),
    ...diff.removedEdges.map((edge): Line => ({ key: `edge-${edge.id}`, kind: 'removed', text: edgeText(edge, names) })),
  ];
}

/** The comparison as a list: steps and connections added or removed, and what changed in a step. */
export function DiffList({ diff, before, after }: { diff: DefinitionDiff; before: AutomationDefinition; after: AutomationDefinition }) {
  if (isEmptyDiff(diff)) return <Typography.Text type="secondary" data-testid="version-diff-empty">No differences in steps or connections (steps may have moved).</Typography.Text>;
  return (
    <List
      size="small"
      bordered
      dataSource={diffLines(diff, before, after)}
      data-testid="version-diff"
      renderItem={(line) => (
        <List.Item data-testid="version-diff-line" data-kind={line.kind}>
          <span>
            <Tag color={DIFF_COLORS[line.kind]} style={{ minWidth: 72, textAlign: 'center' }}>
              {KIND_LABELS[line.kind]}
            </Tag>
            {line.text}
          </span>
        </List.Item>
      )}
    />
  );
}
