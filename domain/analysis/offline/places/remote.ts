import type { PlaceMention } from './venues';

const VIDEO_PLATFORMS: Array<[string, RegExp, RegExp]> = [
  ['Lifesize', /\blifesize\b/i, /lifesize/i],
  ['Zoom', /\bzoom\b/i, /zoom\.us|zoomgov/i],
  ['Microsoft Teams', /\b(?:microsoft\s+)?teams\s+(?:meeting|link|call)|\b(?:via|through|on|by|using)\s+(?:microsoft\s+)?teams\b|\bmicrosoft\s+teams\b/i, /teams\.microsoft|teams\.live/i],
  ['Webex', /\bwebex\b/i, /webex/i],
  ['CourtCall', /\bcourtcall\b/i, /courtcall/i],
  ['Google Meet', /\bgoogle\s+meet\b/i, /meet\.google/i],
];
// Zoom, Lifesize, Webex and CourtCall are named only as the platforms; "Teams" needs a word around it.
const REMOTE_WORDS =
  /\b(?:remote(?:ly)?|virtual(?:ly)?|by\s+video|video\s*(?:conference|hearing)|zoom|lifesize|webex|courtcall|google\s+meet|microsoft\s+teams|(?:via|through|by|on|using)\s+teams|teams\s+(?:meeting|link|call))\b|zoom\.us\/|zoomgov\.com\//gi;
// "Parties who appeared remotely at prior settings are reminded that this conference is in person."
const IN_PERSON = /\bin[ -]person\b/i;
const URL = /\bhttps?:\/\/[^\s)>\]]+/gi;

function sentenceAround(text: string, index: number): string {
  const start = Math.max(text.lastIndexOf('. ', index), text.lastIndexOf('\n\n', index), 0);
  const ends = [text.indexOf('. ', index), text.indexOf('\n\n', index)].filter((end) => end !== -1);
  return text.slice(start, ends.length ? Math.min(...ends) : text.length);
}


/** Hearings and meetings by video: the platform and its link, placed where the sender mentions it. */
export function remoteMentions(text: string): PlaceMention[] {
  const platform = VIDEO_PLATFORMS.find(([, mention]) => mention.test(text));
  const link = platform && [...text.matchAll(URL)].map((match) => match[0].replace(/[.,;]+$/, '')).find((url) => platform[2].test(url));
  const value = !platform ? 'Remote (video)' : link ? `Remote via ${platform[0]}: ${link}` : `Remote via ${platform[0]}`;
  return [...text.matchAll(REMOTE_WORDS)]
    .filter((match) => !IN_PERSON.test(sentenceAround(text, match.index)))
    .map((match) => ({ value, index: match.index, end: match.index + match[0].length, nearEventOnly: false }));
}
