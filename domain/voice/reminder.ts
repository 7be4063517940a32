import { parseQuickAdd } from '../tasks/quick-add';

export interface VoiceReminder {
  title: string;
  dueDate: Date | null;
}

/**
 * "set reminder to call the court tomorrow at 3pm" (the words after the command): the date words read by
 * the task quick-add rules in the person's zone, the rest is the title.
 */
export function parseVoiceReminder(rest: string, now: Date, timeZone: string): VoiceReminder | null {
  const words = rest.replace(/^(?:(?:to|that|me|i|need|should)\s+)+/i, '').trim();
  if (!words) return null;
  const parsed = parseQuickAdd(words, { now, timeZone });
  const title = parsed.title || words;
  return { title: title.charAt(0).toUpperCase() + title.slice(1), dueDate: parsed.dueDate };
}
