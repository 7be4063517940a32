import { tidyFragment } from './text-case';

/** District offices of the California Division of Workers' Compensation. */
export const DWC_DISTRICT_OFFICES = [
  'Anaheim', 'Bakersfield', 'Eureka', 'Fresno', 'Goleta', 'Grover Beach', 'Long Beach', 'Los Angeles', 'Marina del Rey',
  'Oakland', 'Oxnard', 'Pomona', 'Redding', 'Riverside', 'Sacramento', 'Salinas', 'San Bernardino', 'San Diego',
  'San Francisco', 'San Jose', 'San Luis Obispo', 'Santa Ana', 'Santa Barbara', 'Santa Rosa', 'Stockton', 'Van Nuys',
] as const;

const VIDEO_PLATFORMS: Array<[string, RegExp, RegExp]> = [
  ['Lifesize', /\blifesize\b/i, /lifesize/i],
  ['Zoom', /\bzoom\b/i, /zoom\.us|zoomgov/i],
  ['Microsoft Teams', /\b(?:microsoft\s+)?teams\s+(?:meeting|link|call)|\bvia\s+(?:microsoft\s+)?teams\b/i, /teams\.microsoft|teams\.live/i],
  ['Webex', /\bwebex\b/i, /webex/i],
  ['CourtCall', /\bcourtcall\b/i, /courtcall/i],
  ['Google Meet', /\bgoogle\s+meet\b/i, /meet\.google/i],
];
const REMOTE_WORDS = /\b(?:remote(?:ly)?|virtual(?:ly)?|by\s+video|video\s*(?:conference|hearing)|via\s+(?:lifesize|zoom|microsoft\s+teams|teams|webex|courtcall|google\s+meet))\b/i;
const URL = /\bhttps?:\/\/[^\s)>\]]+/gi;

// An address ends at a state and ZIP code: "…, Los Angeles, CA 90013".
const STATE_AND_ZIP = String.raw`\b[A-Z]{2}[ \t]+\d{5}(?:-\d{4})?`;
const LABELLED_LOCATION = /^[ \t]*(?:hearing\s+|meeting\s+|deposition\s+)?(?:location|place|venue|where|address)[ \t]*:[ \t]*(.*)$/gim;
// Bounded runs keep these patterns linear on long single-line bodies (HTML converted to text).
const ADDRESS_CONTINUATION = new RegExp(String.raw`^[ \t]*[,\n(][ \t]*(\d{1,6}[ \t][^\n]{0,120}?(?:\n[^\n]{0,120}?){0,2}?${STATE_AND_ZIP})`);
const OFFICES_OF = new RegExp(String.raw`\bat\s+the\s+(?:law\s+)?offices?\s+of\s+([^\n]{0,160}?(?:\n[^\n]{0,120}?){0,2}?${STATE_AND_ZIP}|[^\n]{0,120}?(?=\.\s|\.$|\n|$))`, 'i');
const INTRODUCED_ADDRESS = new RegExp(String.raw`\b(?:at|located\s+at|held\s+at|offices?)\b[^\n.]{0,40}?[ \t,]+(\d{1,6}[ \t][^\n]{0,120}?${STATE_AND_ZIP})`, 'i');
const LABEL_LINE = /^[ \t]*[A-Za-z' ]{2,30}:/;
const ADDRESS_LINE = new RegExp(String.raw`^[ \t]*\d{1,6}[ \t]|${STATE_AND_ZIP}|\b(?:suite|floor|room|ste\.?)\b`, 'i');

function joinLines(text: string): string {
  return tidyFragment(
    text
      .split('\n')
      .map((line) => tidyFragment(line))
      .filter(Boolean)
      .join(', ')
      .replace(/,\s*,/g, ','),
  );
}

function labelledLocation(text: string): string | null {
  for (const match of text.matchAll(LABELLED_LOCATION)) {
    const firstValue = (match[1] ?? '').trim();
    const following = text.slice(match.index + match[0].length + 1).split('\n').slice(0, 4);
    const lines = firstValue ? [firstValue] : [];
    for (const line of following) {
      if (!line.trim() || LABEL_LINE.test(line)) break;
      if (lines.length > 0 && firstValue && !ADDRESS_LINE.test(line)) break;
      lines.push(line);
    }
    const value = joinLines(lines.join('\n'));
    if (/[A-Za-z]/.test(value)) return value;
  }
  return null;
}

function remoteLocation(text: string): string | null {
  if (!REMOTE_WORDS.test(text)) return null;
  const platform = VIDEO_PLATFORMS.find(([, mention]) => mention.test(text));
  if (!platform) return 'Remote (video)';
  const [name, , urlPattern] = platform;
  const link = [...text.matchAll(URL)].map((match) => match[0].replace(/[.,;]+$/, '')).find((url) => urlPattern.test(url));
  return link ? `Remote via ${name}: ${link}` : `Remote via ${name}`;
}

const OFFICE_NAMES = DWC_DISTRICT_OFFICES.map((name) => name.replace(/ /g, '\\s+')).join('|');
const DISTRICT_OFFICE = new RegExp(String.raw`(?:\b(?:WCAB|DWC)[ \t-]+)?\b(?:${OFFICE_NAMES})[ \t]+district[ \t]+office\b`, 'i');

function districtOffice(text: string): { name: string; withAddress: string } | null {
  const office = DISTRICT_OFFICE.exec(text);
  if (!office) return null;
  const address = ADDRESS_CONTINUATION.exec(text.slice(office.index + office[0].length))?.[1];
  return { name: joinLines(office[0]), withAddress: joinLines(address ? `${office[0]}\n${address}` : office[0]) };
}

/**
 * Where the event takes place: a "Location:" line, a remote hearing, "at the offices of …",
 * a board district office with its address, or an address introduced by "at".
 */
export function findLocation(text: string): string | null {
  const office = districtOffice(text);
  const labelled = labelledLocation(text);
  // "Location: 1515 Clay Street…" under an "OAKLAND DISTRICT OFFICE" heading: name the office too.
  if (labelled) return office && /^\d/.test(labelled) ? `${office.name}, ${labelled}` : labelled;
  const officesOf = OFFICES_OF.exec(text)?.[1];
  const introduced = INTRODUCED_ADDRESS.exec(text)?.[1];
  return remoteLocation(text) ?? (officesOf ? joinLines(officesOf) : null) ?? office?.withAddress ?? (introduced ? joinLines(introduced) : null);
}
