import { tidyFragment } from '../text-case';

/** A place named in a message, where it is written, and whether it stands on its own or only beside the event. */
export interface PlaceMention {
  value: string;
  index: number;
  end: number;
  /** Bare city names and unintroduced addresses are places only when written beside the event's date. */
  nearEventOnly: boolean;
}

/** District offices of the California Division of Workers' Compensation. */
export const DWC_DISTRICT_OFFICES = [
  'Anaheim', 'Bakersfield', 'Eureka', 'Fresno', 'Goleta', 'Grover Beach', 'Long Beach', 'Los Angeles', 'Marina del Rey',
  'Oakland', 'Oxnard', 'Pomona', 'Redding', 'Riverside', 'Sacramento', 'Salinas', 'San Bernardino', 'San Diego',
  'San Francisco', 'San Jose', 'San Luis Obispo', 'Santa Ana', 'Santa Barbara', 'Santa Rosa', 'Stockton', 'Van Nuys',
] as const;

const OFFICE_NAMES = DWC_DISTRICT_OFFICES.map((name) => name.replace(/ /g, '\\s+')).join('|');
const BOARD = String.raw`(?:district\s+office|WCAB|DWC|board|appeals\s+board)`;
// "Long Beach WCAB", "the Pomona board", "Marina del Rey district office", "WCAB San Diego", "DWC - Oakland".
const NAMED_OFFICE = new RegExp(String.raw`(?:\b(?:WCAB|DWC)[ \t-]+)?\b(?:${OFFICE_NAMES})[ \t]+${BOARD}\b|\b(?:WCAB|DWC)[ \t]*[-–,]?[ \t]*(?:in[ \t]+)?(?:${OFFICE_NAMES})\b`, 'gi');
const BARE_OFFICE = new RegExp(String.raw`\b(?:${OFFICE_NAMES})\b`, 'gi');

// "Courtroom 9D", "Crtrm 1668", "Department 28", "Dept. C25", and the field of a notice's table "Department:  C14".
const COURTROOM = /\b(?:courtroom|crtrm\.?|department|dept\.?)(?:[ \t]*:)?[ \t]*(?:no\.?[ \t]*)?#?[ \t]*[A-Z]?-?\d{1,4}[A-Z]?\b/gi;
// "in the conference room", "our main conference room", "Conference Room B".
// The room's own letter or number ("Room B", "Room 4A"), never the next word ("room at 5900 Wilshire").
const ROOM = /\b(?:(?:the|our)\s+(?:[a-z]+\s+)?)?(?:conference|board|meeting)\s+room(?:[ \t]+(?:[A-Z]|\d{1,3}[A-Z]?|[A-Z]\d{1,3})\b)?/gi;
// "come in to the Encino office", "at our Irvine office".
const LOCAL_OFFICE = /\b(?:the|our|your)\s+([A-Z][a-z]+(?:\s+[A-Z][a-z]+){0,2}\s+office)\b/g;

const PROPER_NAME = String.raw`(?:[A-Z][A-Za-z'’.-]*)(?:[ \t]+(?:[A-Z][A-Za-z'’.-]*|&|de|del|la)){0,4}`;
const STREET_TYPE = String.raw`(?:Blvd|Boulevard|Street|St|Avenue|Ave|Drive|Dr|Road|Rd|Way|Lane|Parkway|Pkwy)\b`;
const VENUE_WORDS = String.raw`(?:Cafe|Café|Restaurant|Grill|Bistro|Kitchen|Steakhouse|Diner|Tavern|Brewery|Deli|Coffee|Hotel|Inn|Trattoria|Cantina|Taqueria|Eatery|Pizzeria|Sushi)`;
// "on Alameda?", "on Grand.", "on Ventura and Van Nuys.", "on Ventura is perfect": a street or a corner named without
// a street type, at the end of a clause (not "on Monday", "on Zoom").
const BARE_STREET = String.raw`(?!(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day|January|February|March|April|May|June|July|August|September|October|November|December|Zoom|Teams|Webex|Lifesize|CourtCall|Google)[A-Z][a-z]+(?:[ \t]+[A-Z][a-z]+)?(?:[ \t]+(?:and|&)[ \t]+[A-Z][a-z]+(?:[ \t]+[A-Z][a-z]+)?)?(?=[ \t]*(?:[?.,;!)]|$)|[ \t]+(?:is|works|sounds|would|should)\b)`;
// "at Marmalade Cafe on Ventura Blvd", "at Philippe's on Alameda?", "at the Starbucks on Ventura and Van Nuys",
// "at ADR Services, Inc., 1900 Avenue of the Stars", "at Olive & Vine (22 E. Colorado Blvd, Pasadena)",
// "lunch at Spago", "at 12:30 — Bottega Nove\non Main St" (a line may wrap before "on").
const NAMED_VENUE = new RegExp(
  String.raw`(?:\b(?:at|to)[ \t]+|(?<=(?:\d|\b[ap]\.?m\.?)[ \t]*)[–—][ \t]*)(?:the[ \t]+)?(${PROPER_NAME}(?:,[ \t]*(?:Inc|LLC|LLP|APC|APLC|Corp)\.?)?)(?=[ \t]*\([ \t]*\d|(?:[ \t]+|[ \t]*\n[ \t]*)on[ \t]+(?:(?:[A-Z][A-Za-z]+[ \t]+){1,3}${STREET_TYPE}|${BARE_STREET})|,[ \t]*\d)|\b(${PROPER_NAME}[ \t]+${VENUE_WORDS})\b|\b(?:[Hh]ow\s+about|[Tt]ry)[ \t]+(${PROPER_NAME})(?=,|[ \t]+on\b|[ \t]*\()|\b(?:[Ll]unch|[Dd]inner|[Bb]reakfast|[Cc]offee|[Dd]rinks|[Mm]eet(?:[ \t]+you)?)[ \t]+at[ \t]+(${PROPER_NAME})`,
  'gm',
);
const NOT_VENUE = /^(?:the|our|your|my|this|that|noon|midnight|(?:mon|tues|wednes|thurs|fri|satur|sun)day|january|february|march|april|may|june|july|august|september|october|november|december|[A-Z]{1,2}\.?)$/i;

/** Each match's first capturing group that took part (or the whole match when there is none) as a place. */
function mentions(text: string, pattern: RegExp, nearEventOnly: boolean): PlaceMention[] {
  return [...text.matchAll(pattern)].flatMap((match) => {
    const written = match.length > 1 ? match.slice(1).find(Boolean) : match[0];
    if (!written) return [];
    const index = match.index + match[0].indexOf(written);
    return [{ value: tidyFragment(written.replace(/\s+/g, ' ')), index, end: index + written.length, nearEventOnly }];
  });
}

export function districtOfficeMentions(text: string): PlaceMention[] {
  const named = mentions(text, NAMED_OFFICE, false);
  const bare = mentions(text, BARE_OFFICE, true).filter((bareName) => !named.some((office) => office.index <= bareName.index && bareName.index < office.end));
  return [...named, ...bare];
}

export function courtroomMentions(text: string): PlaceMention[] {
  return mentions(text, COURTROOM, false).map((room) => ({ ...room, value: room.value.replace(/[ \t]*:[ \t]*/, ' ') }));
}

export function roomMentions(text: string): PlaceMention[] {
  // "the conference room a few minutes early": a lower-case letter after "room" is a word, not the room's name.
  return mentions(text, ROOM, false).map((room) => {
    const value = room.value.replace(/^(?:the|our)\s+/i, '');
    const named = /[ \t][a-z]$/.test(value) ? value.replace(/[ \t]+[a-z]$/, '') : value;
    return { ...room, value: named, end: room.end - (value.length - named.length) };
  });
}

export function localOfficeMentions(text: string): PlaceMention[] {
  return mentions(text, LOCAL_OFFICE, false);
}

export function venueMentions(text: string): PlaceMention[] {
  return mentions(text, NAMED_VENUE, false).filter((venue) => !NOT_VENUE.test(venue.value) && !/^\d/.test(venue.value));
}
