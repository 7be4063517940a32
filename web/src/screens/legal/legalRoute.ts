import { CHAT_ROOT } from '../chat/state/chatRoute';

/** The legal tabs inside the assistant page: /ai-assistant/research, /ai-assistant/drafting[/:documentId], /ai-assistant/style. */
export type LegalTab = 'research' | 'drafting' | 'style';

export interface LegalRoute {
  tab: LegalTab;
  /** Drafting: the open document, if any. */
  documentId: string | null;
}

export const LEGAL_TABS: readonly { tab: LegalTab; label: string; path: string }[] = [
  { tab: 'research', label: 'Case research', path: `${CHAT_ROOT}/research` },
  { tab: 'drafting', label: 'Drafting', path: `${CHAT_ROOT}/drafting` },
  { tab: 'style', label: 'Writing style', path: `${CHAT_ROOT}/style` },
];

export const RESEARCH_PATH = `${CHAT_ROOT}/research`;
export const DRAFTING_PATH = `${CHAT_ROOT}/drafting`;
export const STYLE_PATH = `${CHAT_ROOT}/style`;

export const draftPath = (documentId: string) => `${DRAFTING_PATH}/${encodeURIComponent(documentId)}`;

/** The legal tab named by the part of the path after /ai-assistant/ (the route's splat); null for the chat. */
export function legalRouteFromSplat(splat: string | undefined): LegalRoute | null {
  const path = (splat ?? '').replace(/\/+$/, '');
  if (path === 'research') return { tab: 'research', documentId: null };
  if (path === 'style') return { tab: 'style', documentId: null };
  if (path === 'drafting') return { tab: 'drafting', documentId: null };
  const draft = /^drafting\/([^/]+)$/.exec(path);
  if (draft?.[1]) {
    try {
      return { tab: 'drafting', documentId: decodeURIComponent(draft[1]) };
    } catch {
      return { tab: 'drafting', documentId: null };
    }
  }
  return null;
}
