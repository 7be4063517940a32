import { tidyFragment } from '../text-case';
import type { PlaceMention } from './venues';

const LABELLED_LOCATION =
  /^[ \t]*(?:(?!e-?mail|mailing|billing|return|web|home|courthouse)[A-Za-z]+[ \t]+)?(?:location|place|venue|site|where|address|board)(?:[ \t]+of[ \t]+(?:the[ \t]+)?(?:hearing|trial|deposition|conference|exam(?:ination)?|evaluation|mediation|meeting|appointment|proceedings?))?[ \t]*(?::|\.{2,})[ \t]*(.*)$/gim;
const LABEL_LINE = /^[ \t]*[A-Za-z' ]{2,30}(?::|\.{2,})/;
const ADDRESS_LINE = /^[ \t]*\d{1,6}[ \t]|\b[A-Z]{2}[ \t]+\d{5}\b|\b(?:suite|floor|room|ste\.?)\b/i;

/** Lines of a field's value: a line broken inside a phrase ("Avenue of the\nStars") continues it; others are parts. */
function joinWrapped(lines: string[]): string {
  const parts = lines.map((line) => tidyFragment(line)).filter(Boolean);
  return tidyFragment(
    parts.reduce((joined, line) => (!joined ? line : /\b(?:of|the|de|del|and|at|in|&)$/i.test(joined) || /^[a-z]/.test(line) ? `${joined} ${line}` : `${joined}, ${line}`), ''),
  ).replace(/,\s*,/g, ',');
}

/** "… Suite 250 (Century City). Validated parking in the building garage": the place, not the directions after it. */
function firstSentence(value: string): string {
  const end = /(?<!\b(?:Ste|St|Rm|Fl|Bldg|No|Blvd|Ave|Dr|Rd|[A-Z]))\.\s+(?=[A-Z])/.exec(value);
  return end ? value.slice(0, end.index) : value;
}

/** "Location: …", "Place of Hearing:", "Where:", "Board:" and dotted form fields ("Location ........ …"), with the address lines below. */
export function labelledMentions(text: string): PlaceMention[] {
  const found: PlaceMention[] = [];
  for (const match of text.matchAll(LABELLED_LOCATION)) {
    const firstValue = (match[1] ?? '').trim();
    const following = text.slice(match.index + match[0].length + 1).split('\n').slice(0, 4);
    const lines = firstValue ? [firstValue] : [];
    for (const line of following) {
      if (!line.trim() || LABEL_LINE.test(line)) break;
      if (lines.length > 0 && firstValue && !ADDRESS_LINE.test(line)) break;
      lines.push(line);
    }
    const value = firstSentence(joinWrapped(lines));
    const index = match.index + match[0].length - (match[1] ?? '').length;
    if (/[A-Za-z]/.test(value) && !value.includes('@')) found.push({ value, index, end: index + value.length, nearEventOnly: false });
  }
  return found;
}
