import type { DefinitionDiff } from '../../../../../domain/automation/diff';

/** Highlight colours that read on light and dark canvases. */
export const DIFF_COLORS = { added: '#52c41a', removed: '#ff4d4f', changed: '#faad14' } as const;

const node = (scope: string, id: string) => `.${scope} [data-testid="rf__node-${CSS.escape(id)}"]`;
const edge = (scope: string, id: string) => `.${scope} [data-testid="rf__edge-${CSS.escape(id)}"] path`;

function outline(selectors: string[], color: string): string {
  return selectors.length ? `${selectors.join(',\n')} { outline: 3px solid ${color}; outline-offset: 3px; border-radius: 8px; }\n` : '';
}

function stroke(selectors: string[], color: string): string {
  return selectors.length ? `${selectors.join(',\n')} { stroke: ${color} !important; stroke-width: 3 !important; }\n` : '';
}

/**
 * The stylesheet that marks a comparison on two read-only canvases (React Flow renders every node and
 * edge with a data-testid of its id): on the older one what was removed, on the later one what was added,
 * and what changed on both.
 */
export function diffStyles(diff: DefinitionDiff, beforeScope: string, afterScope: string): string {
  const changed = diff.changedNodes.map((change) => change.nodeId);
  return [
    outline(diff.removedNodes.map((one) => node(beforeScope, one.id)), DIFF_COLORS.removed),
    outline(diff.addedNodes.map((one) => node(afterScope, one.id)), DIFF_COLORS.added),
    outline([...changed.map((id) => node(beforeScope, id)), ...changed.map((id) => node(afterScope, id))], DIFF_COLORS.changed),
    stroke(diff.removedEdges.map((one) => edge(beforeScope, one.id)), DIFF_COLORS.removed),
    stroke(diff.addedEdges.map((one) => edge(afterScope, one.id)), DIFF_COLORS.added),
  ].join('');
}
