/**
 * The "Ask an assistant" action (ai.ask_assistant): the question it puts to the assistant, made of the
 * question the user wrote and, when given, the subject and details the run supplies (an e-mail's subject
 * and body, a webhook's body).
 */
export const ASK_ASSISTANT_ACTION = 'ai.ask_assistant' as const;

/** The question sent is cut here: the assistant's context rules cut questions to 10000 characters anyway. */
export const MAX_QUESTION_CHARS = 10_000;

/** Text for a value the run gave (an object, e.g. a webhook body, as JSON); empty for nothing. */
export function detailText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  try {
    return JSON.stringify(value, null, 2) ?? '';
  } catch {
    return '';
  }
}

export function composeQuestion(question: string, subject?: unknown, details?: unknown): string {
  const parts = [question.trim()];
  const subjectText = detailText(subject);
  const detailsText = detailText(details);
  if (subjectText) parts.push(`Subject: ${subjectText}`);
  if (detailsText) parts.push(detailsText);
  return parts.join('\n\n').slice(0, MAX_QUESTION_CHARS);
}

export interface AskAssistantSource {
  documentTitle: string;
  page: number | null;
}

/** What the step gives later steps: the answer, its sources as short text, and how many there are. */
export interface AskAssistantOutput {
  answer: string;
  sources: string[];
  sourceCount: number;
  citationCount: number;
  model: string;
}

export function sourceLabel(source: AskAssistantSource): string {
  return source.page === null ? source.documentTitle : `${source.documentTitle}, page ${source.page}`;
}
