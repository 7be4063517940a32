import { addressAfter, findStreetAddresses, type StreetAddress } from './places/street-addresses';
import { tableCells } from './form-tables';
import { courtroomMentions, districtOfficeMentions, localOfficeMentions, roomMentions, venueMentions, type PlaceMention } from './places/venues';
import { labelledMentions } from './places/labelled';
import { remoteMentions } from './places/remote';
import { tidyFragment } from './text-case';

export { DWC_DISTRICT_OFFICES } from './places/venues';

const OFFICES_OF = /\bat\s+(?:the\s+)?(?:law\s+)?offices?\s+of\s+([^\n]{0,120}?)(?=[,.;]?\s*\d{1,6}\s|\.\s|\.$|\n|$)/gi;
// Words that introduce an address as the event's place rather than the sender's: "at", "located at", "address is", "office:".
const INTRODUCER = /(?:\b(?:at|located|held|address(?:\s+is)?|offices?|to)\b|[:–-])[^\n.]{0,40}(?:\n[ \t]*)?$|:[ \t]*\n[^\n]{0,60}\n?[ \t]*$/i;

// A bare city or an unintroduced address is the event's place only this close to the event's date, and not in the
// signature under a sign-off.
const NEAR_EVENT = 320;
// A signature starts at a sign-off ("Thanks,"), a "--" line, or a first name alone on its line after a blank one.
const SIGN_OFF =
  /^[ \t]*(?:thanks|thank\s+you|regards|best(?:\s+regards)?|kind\s+regards|sincerely|cheers|respectfully|very\s+truly\s+yours)\b[^\n]{0,20}$|^--[ \t]*$|(?<=\n[ \t]*\n)[ \t]*[A-Z][a-z]{1,15}(?:[ \t]+[A-Z]\.?)?[ \t]*$/gm;
// "he can call you Friday at 3:15": a call has no place, whatever addresses the signature prints.
const PHONE_CALL_NEAR = 60;
const PHONE_CALL = /\b(?:call\s+(?:you|me|us|him|her|them)|give\s+(?:you|me)\s+a\s+(?:call|ring)|(?:phone|telephone|conference)\s+call|(?:tele)?phone\s+conference|by\s+(?:tele)?phone|over\s+the\s+phone|telephonic(?:ally)?)\b/gi;

function officesOfMentions(text: string, addresses: StreetAddress[]): PlaceMention[] {
  return [...text.matchAll(OFFICES_OF)].map((match) => {
    const name = match[1] ?? '';
    const index = match.index + match[0].length - name.length;
    return { value: tidyFragment(name), index, end: index + name.length, nearEventOnly: false };
  }).map((mention) => withAddress(text, mention, addresses));
}

function addressMentions(text: string, addresses: StreetAddress[]): PlaceMention[] {
  return addresses.map((address) => ({
    value: address.value,
    index: address.start,
    end: address.end,
    nearEventOnly: !INTRODUCER.test(text.slice(Math.max(0, address.start - 120), address.start)),
  }));
}

// "Department: 32\nLocation: Stanley Mosk Courthouse, 111 N. Hill Street": the address belongs to the next field.
const FIELD_LINE_BETWEEN = /\n[ \t]*[A-Za-z][A-Za-z' ]{1,30}:/;

/** "Courtroom 5A, 350 W. 1st Street, Los Angeles": a named place with the address written right after it. */
function withAddress(text: string, mention: PlaceMention, addresses: StreetAddress[]): PlaceMention {
  const address = addressAfter(text, mention.end, addresses);
  if (!address || mention.value.includes(address.value) || FIELD_LINE_BETWEEN.test(text.slice(mention.end, address.start))) return mention;
  return { ...mention, value: `${mention.value}, ${address.value}`, end: address.end };
}

/** A courtroom or place in a court's column table (EVENT DATE TIME DEPT JUDGE). */
function tableMentions(text: string): PlaceMention[] {
  const column = (header: RegExp, prefix: string) =>
    tableCells(text, header).map((cell) => ({ value: `${prefix}${cell.value}`, index: cell.index, end: cell.index + cell.value.length, nearEventOnly: false }));
  return [...column(/^(?:DEPT\.?|DEPARTMENT)$/, 'Department '), ...column(/^(?:CTRM\.?|COURTROOM|CRTRM)$/, 'Courtroom '), ...column(/^(?:LOCATION|PLACE|ROOM)$/, '')];
}

// "at the address above", "en la direccion indicada arriba" is not needed: the English line says it first.
const ADDRESS_ABOVE = /\b(?:at|to)\s+(?:the|our|my)\s+(?:address|office|location)\s+(?:(?:listed|shown|given|indicated|noted)\s+)?above\b/gi;

/** "at the address above": the address written last before the phrase (a letterhead's). */
function addressAboveMentions(text: string, addresses: StreetAddress[]): PlaceMention[] {
  return [...text.matchAll(ADDRESS_ABOVE)].flatMap((match) => {
    const above = addresses.filter((address) => address.end <= match.index).at(-1);
    return above ? [{ value: above.value, index: match.index, end: match.index + match[0].length, nearEventOnly: false }] : [];
  });
}

function placeMentions(text: string): PlaceMention[] {
  const addresses = findStreetAddresses(text);
  const named = [...districtOfficeMentions(text), ...courtroomMentions(text), ...tableMentions(text), ...venueMentions(text), ...localOfficeMentions(text)].map((mention) =>
    mention.nearEventOnly ? mention : withAddress(text, mention, addresses),
  );
  // In order of precedence when nothing says where the event is written.
  return [
    ...addressAboveMentions(text, addresses),
    ...labelledMentions(text),
    ...remoteMentions(text),
    ...officesOfMentions(text, addresses),
    ...named.filter((mention) => !mention.nearEventOnly),
    ...addressMentions(text, addresses),
    // "the conference room at 5900 Wilshire Blvd": the room and the building it is in.
    ...roomMentions(text).map((room) => withAddress(text, room, addresses)),
    ...named.filter((mention) => mention.nearEventOnly),
  ];
}

/** How far a place is from the event's date; a place written before the date counts a little farther. */
function distance(mention: PlaceMention, eventIndex: number): number {
  return mention.index >= eventIndex ? mention.index - eventIndex : (eventIndex - mention.end) * 1.5;
}

/** An office named in a heading and an address labelled below it are one place. */
function withHeading(text: string, chosen: PlaceMention, all: PlaceMention[]): string {
  if (!/^\d/.test(chosen.value)) return chosen.value;
  const office = all.find((mention) => /district\s+office/i.test(mention.value) && mention.end <= chosen.index && chosen.index - mention.end < 80);
  return office ? `${office.value}, ${chosen.value}` : chosen.value;
}

/**
 * Where the event takes place: a "Location:" field, a remote platform, a courtroom or department, a district office,
 * a restaurant or conference room, or a street address. With `eventIndex` (where the event's date is written), the
 * place nearest it wins over letterheads, signatures and the sender's office; without it, the first in the order above.
 */
export function findLocation(text: string, eventIndex?: number): string | null {
  const all = placeMentions(text);
  if (eventIndex === undefined) {
    const chosen = all.find((mention) => !mention.nearEventOnly);
    return chosen ? withHeading(text, chosen, all) : null;
  }
  const signature = [...text.matchAll(SIGN_OFF)].find((match) => match.index > eventIndex)?.index ?? text.length;
  const usable = all.filter(
    (mention) => !mention.nearEventOnly || (Math.abs(mention.index - eventIndex) <= NEAR_EVENT && mention.index < signature),
  );
  const calls = [...text.matchAll(PHONE_CALL)]
    .map((match) => ({ value: '', index: match.index, end: match.index + match[0].length, nearEventOnly: false }))
    .filter((call) => distance(call, eventIndex) <= PHONE_CALL_NEAR);
  const chosen = [...usable, ...calls].sort((a, b) => distance(a, eventIndex) - distance(b, eventIndex))[0];
  return chosen?.value ? withHeading(text, withCityBefore(text, withNeighbour(text, chosen, usable)), all) : null;
}

// "in Sherman Oaks (Dr. Kaplan, 15300 Ventura Blvd)": a street address without its city, the city named just before.
const CITY_BEFORE =
  /\bin[ \t]+((?!(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day\b|January|February|March|April|May|June|July|August|September|October|November|December)[A-Z][a-z]+(?:[ \t]+[A-Z][a-z]+){0,2})(?![\w'’])(?:[^.\n]|\b(?:Dr|Mr|Ms|Mrs|Ste|Bldg)\.){0,40}$/;

function withCityBefore(text: string, chosen: PlaceMention): PlaceMention {
  if (!/^\d/.test(chosen.value) || chosen.value.includes(',')) return chosen;
  const city = CITY_BEFORE.exec(text.slice(Math.max(0, chosen.index - 80), chosen.index))?.[1];
  return city ? { ...chosen, value: `${chosen.value}, ${city}` } : chosen;
}

const ADJACENT = /^[ \t]*[,–—-]?[ \t]*[–—-]?[ \t]*\n?[ \t]*$/;
// "Department: 32\nLocation: Stanley Mosk Courthouse, …": a notice's table gives the room and the building in two fields.
const NEXT_PLACE_FIELD = /^[ \t]*\n[ \t]*(?:[A-Za-z]+[ \t]+){0,2}(?:location|place|courthouse|address|venue|where)[ \t]*:[ \t]*$/i;

/**
 * "in San Francisco, Courtroom 08", "in San Francisco, - Courtroom 03", a department field above a location field:
 * places written one after the other are one.
 */
function withNeighbour(text: string, chosen: PlaceMention, all: PlaceMention[]): PlaceMention {
  const next = all
    .filter((mention) => mention.index >= chosen.end && (ADJACENT.test(text.slice(chosen.end, mention.index)) || NEXT_PLACE_FIELD.test(text.slice(chosen.end, mention.index))))
    .sort((a, b) => b.end - a.end)[0];
  if (!next || chosen.value.toLowerCase().includes(next.value.toLowerCase())) return chosen;
  return { ...chosen, value: `${chosen.value}, ${next.value}`, end: next.end };
}
