import { cleanSpeech, diceCoefficient } from './similarity';

/** Seed 001 §9's voice command list, in its order (which also breaks ties). */
export const VOICE_COMMAND_IDS = [
  'good morning',
  'daily summary',
  'set reminder',
  'gratitude moment',
  'start interview',
  'learn my process',
  'suggest improvements',
  'prioritize tasks',
  'start focus session',
  'find emails from',
  'delete email',
  'compose email',
  'archive email',
  'move email to folder',
  'mindful break',
  'wellness check',
  'adapt personality',
  'share insight',
] as const;
export type VoiceCommandId = (typeof VOICE_COMMAND_IDS)[number];

/** Other ways people say the same command (British spelling, plural/singular); the id is always one of them. */
const PHRASES: Record<VoiceCommandId, readonly string[]> = {
  'good morning': ['good morning'],
  'daily summary': ['daily summary', 'summary of my day'],
  'set reminder': ['set reminder', 'set a reminder', 'remind me'],
  'gratitude moment': ['gratitude moment'],
  'start interview': ['start interview'],
  'learn my process': ['learn my process'],
  'suggest improvements': ['suggest improvements'],
  'prioritize tasks': ['prioritize tasks', 'prioritise tasks', 'prioritize my tasks'],
  'start focus session': ['start focus session', 'start a focus session'],
  'find emails from': ['find emails from', 'find email from', 'show emails from', 'search emails from'],
  'delete email': ['delete email', 'delete this email', 'delete the email'],
  'compose email': ['compose email', 'compose an email', 'write an email', 'new email'],
  'archive email': ['archive email', 'archive this email', 'archive the email'],
  'move email to folder': ['move email to folder', 'move this email to folder', 'move email to', 'move this email to'],
  'mindful break': ['mindful break'],
  'wellness check': ['wellness check'],
  'adapt personality': ['adapt personality'],
  'share insight': ['share insight', 'share an insight'],
};

/**
 * A command is recognised when the Dice coefficient (bigrams) between one of its phrases and the start of
 * the utterance is at least this. 0.75 lets a misheard letter or a plural through ("find email from",
 * "prioritise task") and keeps unrelated sentences out ("what's the weather" scores under 0.3 everywhere).
 */
export const VOICE_MATCH_THRESHOLD = 0.75;

export interface VoiceMatch {
  command: VoiceCommandId;
  score: number;
  /** The words after the command ("alice@example.com" of "find emails from alice@example.com"). */
  rest: string;
}

/** Leading filler words between a command and its argument. */
const FILLER = /^(?:(?:to|the|a|an|folder|from|called|named|about|that|me)\s+)+/i;

/**
 * The best-matching command of the list, or null when none reaches the threshold. Each phrase is compared
 * with the utterance's first words (as many as the phrase has, one fewer or one more), so an argument after
 * the command does not lower the score; the best score wins, ties go to the earlier command of the list.
 */
export function matchVoiceCommand(utterance: string): VoiceMatch | null {
  const spoken = cleanSpeech(utterance).split(' ').filter(Boolean);
  const words = spoken.map((word) => word.toLowerCase());
  if (words.length === 0) return null;
  let best: VoiceMatch | null = null;
  for (const command of VOICE_COMMAND_IDS) {
    for (const phrase of PHRASES[command]) {
      const size = phrase.split(' ').length;
      for (const take of [size, size - 1, size + 1]) {
        if (take < 1 || take > words.length) continue;
        const score = diceCoefficient(phrase, words.slice(0, take).join(' '));
        if (score >= VOICE_MATCH_THRESHOLD && (!best || score > best.score)) {
          best = { command, score, rest: spoken.slice(take).join(' ').replace(FILLER, '').trim() };
        }
      }
    }
  }
  return best;
}

export interface ComposeArguments {
  to: string | null;
  subject: string | null;
}

/** "compose email to bob@example.com about the hearing" → to and subject. */
export function parseComposeArguments(rest: string): ComposeArguments {
  const text = rest.replace(FILLER, '').trim();
  if (!text) return { to: null, subject: null };
  const match = /^(.*?)(?:\s+(?:about|subject|regarding|re)\s+(.+))?$/i.exec(text);
  const to = match?.[1]?.trim() || null;
  const subject = match?.[2]?.trim() || null;
  return { to: to ? spokenAddress(to) : null, subject };
}

/** "alice at example dot com" → "alice@example.com"; a plain name stays as said. */
export function spokenAddress(text: string): string {
  const address = text
    .replace(/\s+at\s+/gi, '@')
    .replace(/\s+dot\s+/gi, '.')
    .trim();
  return address.includes('@') ? address.replace(/\s+/g, '') : address;
}
