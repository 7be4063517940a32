import type { Link, Nodes, Parents, PhrasingContent, Root, Text } from 'mdast';
import type { ChatSource, CheckedCitation } from '../../../../../domain/chat/views';
import { alignOffsets } from './alignOffsets';
import { flagRanges, type FlagRange } from './flagRanges';
import { segmentText, type TextPiece } from './segmentText';
import { sourceHref, sourceLabel } from './sourceLinks';

export interface CitationOptions {
  /** The raw Markdown the tree was parsed from (citations' offsets refer to it). */
  content: string;
  sources: readonly ChatSource[];
  citations: readonly CheckedCitation[];
}

/** Class names the renderer looks for. */
export const FLAGGED_CLASS = 'chat-flagged';
export const QUOTE_CLASS = 'chat-quote-missing';
export const CITE_CLASS = 'chat-cite';

/** A wrapper that becomes an element through data.hName (mdast-util-to-hast keeps its children). */
interface WrapperNode {
  type: 'chatWrapper';
  children: PhrasingContent[];
  data: { hName: string; hProperties: Record<string, string | number | boolean | string[]> };
}

const wrapper = (tag: string, properties: WrapperNode['data']['hProperties'], children: PhrasingContent[]): PhrasingContent =>
  ({ type: 'chatWrapper', children, data: { hName: tag, hProperties: properties } }) satisfies WrapperNode as unknown as PhrasingContent;

function markerNodes(piece: TextPiece, sources: readonly ChatSource[], insideLink: boolean): PhrasingContent[] {
  const numbers = piece.marker ?? [];
  if (insideLink) return [{ type: 'text', value: piece.text }];
  const nodes: PhrasingContent[] = [{ type: 'text', value: '[' }];
  numbers.forEach((number, index) => {
    if (index > 0) nodes.push({ type: 'text', value: ', ' });
    const source = sources.find((candidate) => candidate.number === number);
    if (!source) {
      nodes.push({ type: 'text', value: String(number) });
      return;
    }
    const link: Link = {
      type: 'link',
      url: sourceHref(source),
      children: [{ type: 'text', value: String(number) }],
      data: { hProperties: { ariaLabel: sourceLabel(source), className: [CITE_CLASS], dataSource: number } },
    };
    nodes.push(link);
  });
  nodes.push({ type: 'text', value: ']' });
  return nodes;
}

/** Nodes for one piece: the text (or marker links), inside a missing-quote mark, inside a flagged-sentence span. */
function pieceNodes(piece: TextPiece, sources: readonly ChatSource[], insideLink: boolean): { nodes: PhrasingContent[]; flag: PhrasingContent | null } {
  let nodes: PhrasingContent[] = piece.marker ? markerNodes(piece, sources, insideLink) : [{ type: 'text', value: piece.text }];
  if (piece.quote !== null) nodes = [wrapper('mark', { className: [QUOTE_CLASS], dataCitation: piece.quote }, nodes)];
  if (piece.sentence === null) return { nodes, flag: null };
  const flag = wrapper('span', { className: [FLAGGED_CLASS], dataCitation: piece.sentence }, nodes);
  return { nodes: [flag], flag };
}

function rewriteText(node: Text, options: CitationOptions, ranges: readonly FlagRange[], insideLink: boolean, lastFlag: Map<number, PhrasingContent>): PhrasingContent[] {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (start === undefined || end === undefined) return [node];
  const offsets = alignOffsets(node.value, options.content.slice(start, end), start);
  const pieces = segmentText(node.value, offsets, ranges);
  if (pieces.length === 1 && pieces[0]?.marker === null && pieces[0].sentence === null && pieces[0].quote === null) return [node];
  const out: PhrasingContent[] = [];
  for (const piece of pieces) {
    const { nodes, flag } = pieceNodes(piece, options.sources, insideLink);
    if (flag && piece.sentence !== null) lastFlag.set(piece.sentence, flag);
    out.push(...nodes);
  }
  return out;
}

function walk(parent: Parents, options: CitationOptions, ranges: readonly FlagRange[], insideLink: boolean, lastFlag: Map<number, PhrasingContent>): void {
  const children: Nodes[] = [];
  for (const child of parent.children as Nodes[]) {
    if (child.type === 'text') {
      children.push(...rewriteText(child, options, ranges, insideLink, lastFlag));
      continue;
    }
    if (child.type === 'code' || child.type === 'inlineCode' || child.type === 'html') {
      children.push(child);
      continue;
    }
    if ('children' in child) walk(child, options, ranges, insideLink || child.type === 'link' || child.type === 'linkReference', lastFlag);
    children.push(child);
  }
  (parent as { children: Nodes[] }).children = children;
}

/**
 * A remark step for an assistant's answer: citation markers ([1], [2, 3]) become links to their sources, and each
 * sentence whose citation failed the check is wrapped in a flagged span (the last piece of a sentence carries
 * data-flag-end, where the warning icon goes); quotes not found are wrapped in a mark. Works on partial text too.
 */
export function remarkCitations(options: CitationOptions) {
  return (tree: Root): void => {
    const ranges = flagRanges(options.content, options.citations);
    const lastFlag = new Map<number, PhrasingContent>();
    walk(tree, options, ranges, false, lastFlag);
    for (const flag of lastFlag.values()) {
      (flag as unknown as WrapperNode).data.hProperties.dataFlagEnd = 'true';
    }
  };
}
