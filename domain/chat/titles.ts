import { ENGLISH_STOP_WORDS } from '../knowledge/stop-words';

/** Seed 001 §9: titles are at most 40 characters (37 plus an ellipsis); keyword titles use up to 3 words. */
export const TITLE_LIMIT = 40;
export const KEYWORD_TITLE_WORDS = 3;
export const UNTITLED_CONVERSATION = 'New conversation';

/** Topic patterns that map a first question to a title people recognise, most specific first. */
const TOPIC_PATTERNS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\b(mandatory settlement conference|msc)\b/i, 'MSC'],
  [/\b(lien (trial|conference)|liens?)\b/i, 'Liens'],
  [/\b(qme|ame|panel qme|medical[- ]legal)\b/i, 'QME/AME'],
  [/\bdeposition\b/i, 'Deposition'],
  [/\b(compromise and release|c&r|stipulations? with request for award|settle(ment)?)\b/i, 'Settlement'],
  [/\b(statute of limitations|deadlines?|due date|how (long|many days))\b/i, 'Deadline'],
  [/\b(trial|hearing|status conference)\b/i, 'Hearing'],
  [/\b(case law|precedent|en banc|citation|research)\b/i, 'Research'],
  [/\b(draft|write|letter|petition|declaration|brief)\b/i, 'Draft'],
  [/\b(summari[sz]e|summary|tl;?dr)\b/i, 'Summary'],
];

/** Cut to the limit: 37 characters and an ellipsis when longer than 40. */
export function limitTitle(title: string): string {
  const clean = title.replace(/\s+/g, ' ').trim();
  if (clean.length <= TITLE_LIMIT) return clean;
  return `${clean.slice(0, TITLE_LIMIT - 3).trimEnd()}...`;
}

/** Up to three words that carry the question, capitalised: "apportionment lumbar spine" → "Apportionment Lumbar Spine". */
export function keywordTitle(text: string, skip: RegExp | null = null): string {
  const words = (text.match(/[\p{L}\p{N}][\p{L}\p{N}'’&.-]*/gu) ?? [])
    .map((word) => word.replace(/[.'’-]+$/, ''))
    .filter((word) => word.length > 2 && !ENGLISH_STOP_WORDS.has(word.toLowerCase()) && !QUESTION_WORDS.has(word.toLowerCase()) && !skip?.test(word));
  const chosen: string[] = [];
  for (const word of words) {
    if (chosen.some((seen) => seen.toLowerCase() === word.toLowerCase())) continue;
    chosen.push(word);
    if (chosen.length === KEYWORD_TITLE_WORDS) break;
  }
  return chosen.map((word) => (word === word.toUpperCase() ? word : word[0]!.toUpperCase() + word.slice(1))).join(' ');
}

const QUESTION_WORDS = new Set(['summarize', 'summarise', 'list', 'find', 'what', 'when', 'where', 'which', 'who', 'why', 'how', 'please', 'can', 'could', 'would', 'tell', 'explain', 'give', 'show', 'does', 'did']);

/**
 * A conversation's title from its first question: a short question is its own title; a longer one gets
 * its topic's title with its keywords ("Deposition: Martinez Tuesday"), or its keywords alone.
 */
export function conversationTitle(firstQuestion: string): string {
  const question = firstQuestion.replace(/\s+/g, ' ').trim();
  if (!question) return UNTITLED_CONVERSATION;
  if (question.length <= TITLE_LIMIT) return question;
  const [pattern, topic] = TOPIC_PATTERNS.find(([candidate]) => candidate.test(question)) ?? [null, null];
  const keywords = keywordTitle(question, pattern);
  if (topic && keywords) return limitTitle(`${topic}: ${keywords}`);
  return limitTitle(topic ?? (keywords || question));
}
