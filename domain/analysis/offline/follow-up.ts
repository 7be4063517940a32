import { addDays, type DateMention } from './date-mentions';
import { findDeadlineDates } from './event-date-choice';

const WORD_NUMBERS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, fourteen: 14, fifteen: 15, twenty: 20, thirty: 30, forty: 40, 'forty-five': 45, sixty: 60, ninety: 90,
};
// "within 10 days", "within ten (10) days", "within 5 business days".
const WITHIN_DAYS = /\bwithin\s+(?:([a-z-]+)\s+)?(?:\((\d{1,3})\)|(\d{1,3}))?\s*(calendar\s+|business\s+|court\s+|working\s+)?days?\b/gi;

function withinDays(text: string, sentDate: string): string[] {
  const dates: string[] = [];
  for (const match of text.matchAll(WITHIN_DAYS)) {
    const digits = match[2] ?? match[3];
    const days = digits ? Number(digits) : WORD_NUMBERS[(match[1] ?? '').toLowerCase()];
    if (!days) continue;
    const businessOnly = /business|court|working/i.test(match[4] ?? '');
    dates.push(addDays(sentDate, days, businessOnly));
  }
  return dates;
}

/** The earliest date something is due: "respond by …", "due by: …", "within 10 days" (from the sent date). */
export function findFollowUpDate(text: string, mentions: DateMention[], sentDate: string | null): string | null {
  const candidates = [...findDeadlineDates(text, mentions, sentDate), ...(sentDate ? withinDays(text, sentDate) : [])];
  return candidates.sort()[0] ?? null;
}
