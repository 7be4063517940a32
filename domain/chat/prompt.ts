import { CHARACTERS_PER_TOKEN, CHAT_MESSAGES } from './chat-rules';
import type { ChatSource } from './views';

/** Seed 001 §1: the assistant treats the user as a licensed attorney; everything it writes is a draft. */
export const ATTORNEY_FRAME =
  'You assist a licensed attorney, who has full authority over the matter. Everything you produce is a draft for their review and final approval.';

export const CITATION_INSTRUCTIONS = [
  'Answer from the numbered sources below whenever they bear on the question.',
  'After every sentence that uses a source, cite it with its number in square brackets, like [1] or [1, 2].',
  'When you quote, copy the words exactly as they appear in the source, inside double quotes.',
  'Never cite a number that is not listed, and never state a date, amount or name a source does not give as if it did.',
  'If the sources do not answer the question, say so plainly.',
].join(' ');

/** The sources as the model reads them: number, document, page, then the passage. */
export function sourcesBlock(sources: readonly ChatSource[]): string {
  return sources
    .map((source) => `[${source.number}] ${source.documentTitle}${source.page !== null ? `, page ${source.page}` : ''}\n${source.text}`)
    .join('\n\n');
}

export function systemPrompt(assistantPrompt: string | null, sources: readonly ChatSource[]): string {
  const parts = [ATTORNEY_FRAME];
  if (assistantPrompt?.trim()) parts.push(assistantPrompt.trim());
  if (sources.length > 0) parts.push(CITATION_INSTRUCTIONS, `Sources:\n\n${sourcesBlock(sources)}`);
  return parts.join('\n\n');
}

export interface PromptTurn {
  role: 'user' | 'assistant';
  content: string;
}

/**
 * The conversation's turns that fit in the model's context next to the system prompt and the reply,
 * newest kept: older turns are dropped whole, the question itself never.
 */
export function fitTurns(turns: readonly PromptTurn[], systemCharacters: number, contextTokens: number, replyTokens: number): PromptTurn[] {
  let budget = (contextTokens - replyTokens) * CHARACTERS_PER_TOKEN - systemCharacters;
  const kept: PromptTurn[] = [];
  for (let i = turns.length - 1; i >= 0; i--) {
    const turn = turns[i]!;
    if (kept.length > 0 && turn.content.length > budget) break;
    kept.unshift(turn);
    budget -= turn.content.length;
  }
  return kept;
}

const PASSAGE_PREVIEW = 600;

/** The reply without a model: the best passages, each quoted and cited, so they check like any answer. */
export function retrievalOnlyAnswer(sources: readonly ChatSource[]): string {
  if (sources.length === 0) return CHAT_MESSAGES.retrievalOnlyNothing;
  const items = sources.map((source) => {
    const text = source.text.replace(/\s+/g, ' ').trim();
    const excerpt = text.length > PASSAGE_PREVIEW ? `${text.slice(0, PASSAGE_PREVIEW).replace(/\s+\S*$/, '')} …` : text;
    const where = source.page !== null ? `, page ${source.page}` : '';
    return `${source.number}. **${source.documentTitle}**${where}: “${excerpt.replace(/[“”]/g, '"')}” [${source.number}]`;
  });
  return `${CHAT_MESSAGES.retrievalOnlyIntro}\n\n${items.join('\n')}`;
}
