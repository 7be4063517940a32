import { tidyFragment } from '../text-case';

/**
 * United States street addresses as senders write them: "14540 Victory Blvd, Suite 210, Van Nuys",
 * "255 N. D Street, Suite 401, San Bernardino, CA 92401", "9400 Brighton Way, Suite 310\n  Beverly Hills, CA 90210",
 * "320 W. 4th St., 9th floor". A street is a number, up to four name words and a street type; after it come
 * suite, floor and room parts, the city, the state and the ZIP code, on the same line or the next two.
 */
const STREET_TYPES = [
  'Street', 'St', 'Avenue', 'Ave', 'Av', 'Boulevard', 'Blvd', 'Drive', 'Dr', 'Road', 'Rd', 'Way', 'Lane', 'Ln', 'Place', 'Pl',
  'Parkway', 'Pkwy', 'Plaza', 'Court', 'Ct', 'Circle', 'Cir', 'Highway', 'Hwy', 'Square', 'Sq', 'Terrace', 'Trail', 'Mall', 'Centre',
];
const STREET_TYPE = `(?:${STREET_TYPES.flatMap((type) => [type, type.toUpperCase()]).join('|')})\\.?`;
const DIRECTION = String.raw`(?:[NSEW]\.?|North|South|East|West|NORTH|SOUTH|EAST|WEST)`;
const NAME_WORD = String.raw`(?:[A-Z0-9][A-Za-z0-9'.-]*|de|del|la|los)`;
// A street type may be followed by a direction ("Century Park East", "Civic Center Drive West").
const STREET = new RegExp(
  String.raw`\b\d{1,6}(?:-\d{1,4})?[ \t]+(?:${DIRECTION}[ \t]+)?(?:${NAME_WORD}[ \t]+){0,4}?${STREET_TYPE}(?![A-Za-z])(?:[ \t]+${DIRECTION}(?![A-Za-z]))?`,
  'g',
);
const PO_BOX = /\bP\.?\s?O\.?\s+Box\s+\d+/gi;
// A building known by its name alone ("100 Oceangate", "2080 Century Park East", "One World Trade Center") is a street
// address only when a suite, floor or room, or a state and ZIP code, follows it.
const STREET_TAIL = /^(?:[ \t]+(?:of|the|de|del|la|los|[A-Z][A-Za-z'.-]*)){1,4}(?=[ \t]*,)/;
const UNTYPED_STREET = new RegExp(String.raw`\b(?:\d{1,6}|One|Two|Three)[ \t]+(?!(?:AM|PM|A\.M|P\.M)\b)(?:${NAME_WORD}[ \t]+){0,3}?[A-Z][A-Za-z]+(?=[ \t]*,)`, 'g');

const UNIT = /^(?:suite|ste\.?|floor|fl\.?|room|rm\.?|unit|bldg\.?|building|#)\s*[A-Z0-9-]+$|^\d{1,2}(?:st|nd|rd|th)[ \t]+(?:floor|fl\.?)$/i;
const CITY = /^[A-Z][A-Za-z'.]*(?:[ \t]+(?:[A-Z][A-Za-z'.]*|del|de|la|los))*(?:,?[ \t]+(?:CA|California|CALIFORNIA)\.?)?(?:[ \t]+\d{5}(?:-\d{4})?)?$/;
const STATE_ZIP = /^(?:CA|California|CALIFORNIA)\.?(?:[ \t]+\d{5}(?:-\d{4})?)?$|^\d{5}(?:-\d{4})?$/;

export interface StreetAddress {
  start: number;
  end: number;
  value: string;
}

/** Text up to the next comma, line break or bracket, or to a full stop that ends a sentence ("Van Nuys. Ana …"). */
function partAt(rest: string): string {
  // "Suite\n210": a unit's word and its number may be split by the line's end.
  const upTo = /^(?:suite|ste\.?|room|floor|unit)[ \t]*\n[ \t]*[A-Z0-9-]+(?=[,\n.;) \t]|$)|^[^,\n();]*/i.exec(rest)?.[0] ?? '';
  const sentenceEnd = /(?<!\b(?:Ste|St|Rm|Fl|Bldg|No|[A-Z]))\.(?=\s|$)/.exec(upTo);
  return sentenceEnd ? upTo.slice(0, sentenceEnd.index) : upTo;
}

/** The suite, floor, city, state and ZIP parts that follow a street, each after a comma or a line break. */
function continuationEnd(text: string, from: number): number {
  return continuation(text, from).end;
}

function continuation(text: string, from: number): { end: number; placed: boolean } {
  let end = from;
  let sawCity = false;
  let placed = false;
  for (let parts = 0; parts < 5; parts += 1) {
    const rest = text.slice(end, end + 120);
    const separator = /^\.?(?:[ \t]*,[ \t]*\n?[ \t]*|[ \t]*\n[ \t]*|[ \t]+(?=(?:CA|California)\b|\d{5}\b))/.exec(rest);
    if (!separator) break;
    const raw = partAt(rest.slice(separator[0].length));
    const value = raw.trim().replace(/\.$/, '');
    if (!value) break;
    const isUnit = UNIT.test(value);
    const isStateZip = STATE_ZIP.test(value);
    const isCity: boolean = !sawCity && !isUnit && !isStateZip && CITY.test(value) && value.split(/\s+/).length <= 5;
    if (!isUnit && !isStateZip && !isCity) break;
    // A line break only continues an address with a part of it, not with the next sentence's words.
    sawCity ||= isCity;
    placed ||= isUnit || isStateZip || (isCity && /\b\d{5}\b|\b(?:CA|California)\b/.test(value));
    end += separator[0].length + raw.replace(/\s+$/, '').length;
    if (isStateZip) break;
  }
  return { end, placed };
}

function joinParts(raw: string): string {
  return tidyFragment(
    raw
      .replace(/\b(suite|ste\.?|room|floor|unit)[ \t]*\n[ \t]*(?=(?:\d[A-Z0-9-]*|[A-Z])[ \t]*(?:[,\n.;)]|$))/gi, '$1 ')
      .split('\n')
      .map((line) => tidyFragment(line))
      .filter(Boolean)
      .join(', ')
      .replace(/,\s*,/g, ','),
  ).replace(/\.$/, '');
}

export function findStreetAddresses(text: string): StreetAddress[] {
  const found: StreetAddress[] = [];
  for (const pattern of [STREET, PO_BOX]) {
    for (const match of text.matchAll(pattern)) {
      const streetEnd = match.index + match[0].replace(/\.$/, '').length;
      // "1999 Avenue of the Stars, Suite 1100": words after the street type still name the street.
      const more = pattern === STREET ? STREET_TAIL.exec(text.slice(streetEnd))?.[0] ?? '' : '';
      const longer = more ? continuation(text, streetEnd + more.length) : null;
      const end = longer?.placed ? longer.end : continuationEnd(text, streetEnd);
      found.push({ start: match.index, end, value: joinParts(text.slice(match.index, end)) });
    }
  }
  for (const match of text.matchAll(UNTYPED_STREET)) {
    if (found.some((address) => address.start <= match.index && match.index < address.end)) continue;
    const { end, placed } = continuation(text, match.index + match[0].length);
    if (placed) found.push({ start: match.index, end, value: joinParts(text.slice(match.index, end)) });
  }
  return found.sort((a, b) => a.start - b.start);
}

/** The address beginning within a short gap after `from` ("Courtroom 5A, 350 W. 1st Street, …"), if any. */
export function addressAfter(text: string, from: number, addresses: StreetAddress[], maxGap = 60): StreetAddress | null {
  return (
    addresses.find((address) => {
      if (address.start < from || address.start - from > maxGap) return false;
      const gap = text.slice(from, address.start);
      return !/\n[ \t]*\n|[.;](?:\s|$)/.test(gap.replace(/\b[A-Z]\.(?=\s?[A-Z])/g, '')) && !/\b(?:before|by|judge|hon)\b/i.test(gap);
    }) ?? null
  );
}
