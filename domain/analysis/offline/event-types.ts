/** Kinds of event a legal inbox puts on the calendar, most specific first. */
export type LegalEventType =
  | 'Rating MSC'
  | 'MSC'
  | 'Lien Trial'
  | 'Trial'
  | 'Status Conference'
  | 'Lien Conference'
  | 'Priority Conference'
  | 'Expedited Hearing'
  | 'Deposition'
  | 'QME Appointment'
  | 'AME Appointment'
  | 'Mediation'
  | 'Hearing'
  | 'Meeting';

/** Court and board settings (the applicant attends; a hearing notice). */
export const HEARING_EVENT_TYPES: ReadonlySet<string> = new Set<LegalEventType>([
  'Rating MSC',
  'MSC',
  'Lien Trial',
  'Trial',
  'Status Conference',
  'Lien Conference',
  'Priority Conference',
  'Expedited Hearing',
  'Hearing',
]);

/** Settings the injured worker attends in person outside the board: exams and mediations. */
export const APPLICANT_APPOINTMENT_TYPES: ReadonlySet<string> = new Set<LegalEventType>(['QME Appointment', 'AME Appointment', 'Mediation']);

export interface EventTypeMention {
  type: LegalEventType;
  index: number;
  end: number;
  specific: boolean;
}

// A report, letter or transcript of an exam or deposition is not the exam or the deposition itself.
// "(trial was 2/17)", "the MSC was held": a setting spoken of in the past, unless it "was continued/reset/set".
const PAST_AFTER = String.raw`(?!\s+(?:was|were)\s+(?!(?:continued|reset|re-set|rescheduled|moved|postponed|set|scheduled)\b))`;
const NOT_THE_SETTING_AFTER = String.raw`${PAST_AFTER}(?!['’]s\b)(?!\s+(?:reports?|supplementals?|transcripts?|testimony|summar\w*|exhibits?|excerpts?|errata|fees?|binders?|outlines?|cover\s+letters?|panel\s+lists?|strikes?|proposals?|briefs?|statements?|prep(?:aration)?\b|depo(?:sition)?s?))`;
const specific = (source: string, flags = 'gi'): RegExp => new RegExp(`(?:${source})${NOT_THE_SETTING_AFTER}`, flags);

const SHORTHAND_SETTING_AFTER = String.raw`(?=\s+(?:cont(?:inued|'d|\.)|set\b|re-?set|moved|resched\w*|(?:is|was|has\s+been)\s+(?:set|cont|moved|resched)|on\s|for\s|@|at\s+\d|\d{1,2}\/\d|(?:today|tomorrow|next|mon|tue|wed|thu|fri)\w*))`;

// Longer names win over the names they contain ("Rating MSC" over "MSC", "trial setting conference" over "trial").
const SPECIFIC_PATTERNS: Array<[LegalEventType, RegExp]> = [
  ['Rating MSC', /\brating\s+(?:MSC|mandatory\s+settlement\s+conference)\b|\b(?:MSC|mandatory\s+settlement\s+conference)\s*[(–-]\s*rating\b\)?/gi],
  ['MSC', /\bmandatory\s+settlement\s+conference\b/gi],
  ['MSC', /\bMSC\b/g],
  ['Lien Conference', /\blien\s+conf(?:erence\b|\b\.?)/gi],
  ['Lien Trial', /\blien\s+trial\b|\btrial\s+(?:on|of)\s+(?:the\s+)?(?:remaining\s+)?liens?\b/gi],
  [
    'Status Conference',
    /\b(?:(?:final\s+)?stat(?:us\b|\b\.?)(?:\s*\/\s*trial\s+setting)?|scheduling|case\s+management|trial\s+(?:setting|readiness)|pre-?trial)\s+conf(?:erence\b|\b\.?)(?!\s+statements?)|\b(?:CMC|FSC|TSC)\b(?!\s+statements?)/gi,
  ],
  ['Priority Conference', /\bpriority\s+conf(?:erence\b|\b\.?)/gi],
  // Docketing shorthand for a board setting ("PC cont'd to Wed 7/21", "LC on 3/4 @ 1:30", "SC set 10/20"), never a firm's
  // "Reyes Law, PC" or "sent from my PC": only when a setting verb or a day follows, and nobody owns it.
  ...(
    [
      ['Priority Conference', 'PC'],
      ['Status Conference', 'SC'],
      ['Lien Conference', 'LC'],
      ['Expedited Hearing', 'EH'],
    ] as const
  ).map(([type, letters]): [LegalEventType, RegExp] => [type, new RegExp(String.raw`(?<![,&]\s{0,2}|\b(?:my|your|his|her|their|a)\s+)\b${letters}\b${SHORTHAND_SETTING_AFTER}`, 'g')]),
  ['Expedited Hearing', /\bexp(?:edited|\.)?\s+(?:hearing|hrg)\b/gi],
  // "pre-trial conference statement", "trial brief", "trial prep" and "the trial calendar" do not announce a trial.
  ['Trial', new RegExp(String.raw`(?<![-\w])trial\b(?![\s-]+(?:briefs?|prep\w*|calendar|exhibits?|lists?|binders?|readiness|estimates?|date\s+to\s+be))${PAST_AFTER}`, 'gi')],
  // "the deposition of Panel QME Dr. Weiss" is a deposition whose deponent is a QME.
  ['Deposition', specific(String.raw`\bdepo(?:sition)?s?(?:\s+of\s+(?:the\s+|a\s+|an\s+)?(?:panel\s+)?(?:P?QME|AME))?\b|\bdeponent\b`)],
  ['QME Appointment', specific(String.raw`\b(?:(?:panel\s+)?P?QME|qualified\s+medical\s+(?:evaluation|evaluator|exam(?:ination)?))\b`)],
  ['AME Appointment', specific(String.raw`\b(?:AME|agreed\s+medical\s+(?:evaluation|evaluator|exam(?:ination)?))\b`)],
  ['Mediation', specific(String.raw`\b(?:mediation|mediator|private\s+settlement\s+conference)\b`)],
  // "or as soon thereafter as the matter may be heard" is how a California notice of motion or demurrer dates its hearing.
  ['Hearing', /\b(?:motion\s+hearing|notice\s+of\s+(?:motion|demurrer)|demurrer|ex\s+parte|matter\s+may\s+be\s+heard|hearing\s+on\s+(?:the\s+|a\s+|its\s+|plaintiff's\s+|defendant's\s+)?motion|oral\s+argument|order\s+to\s+show\s+cause|OSC)\b/gi],
];

// Words naming a meeting with people rather than a court setting: a call, a lunch, a visit to the office.
const MEETING_WORDS = [
  String.raw`meeting|appointment|case\s+review|conference\s+room|(?:home|office|site|client)\s+visit`,
  // "depo prep session with Mr. Ortiz", "trial prep meeting": preparing a client for a setting is a meeting.
  String.raw`(?:depo(?:sition)?|trial|hearing|MSC|testimony)\s+prep(?:aration)?(?:\s+(?:session|meeting|call))?`,
  // Spanish-speaking clients: "la llamada", "la cita", "una reunión".
  String.raw`llamada|cita|reuni[oó]n|consulta`,
  String.raw`(?:our|a|weekly|team|case|client|status|quick|phone|video|zoom|teams|conference)\s+(?:\w+\s+)?call`,
  String.raw`call\s+(?:you|him|her|them|with|my\s+(?:cell|phone|number|mobile))|call\s+(?:me|us)(?!\s+at\s+\(?\d)`,
  String.raw`give\s+(?:you|me|him|her|them)\s+a\s+call|(?:by|on|via|over)\s+(?:zoom|teams|google\s+meet|facetime)|see\s+you|consultation`,
  String.raw`(?:we|let's|us)\s+(?:talk|speak)`,
  String.raw`lunch|dinner|breakfast|coffee|meet(?!\s+and\s+confer)(?:\s+(?:with|at|for|up))?`,
  String.raw`come\s+in|come\s+by|(?:come\s+to|at|to)\s+(?:our|the|my|your)\s+(?:[A-Z][\w.]*\s+){0,2}office|stop\s+by|drop\s+by`,
  String.raw`on\s+(?:our|the)\s+calendar\s+for|walk\s+you\s+through`,
].join('|');

const GENERIC_PATTERNS: Array<[LegalEventType, RegExp]> = [
  ['Hearing', /\bhearing\b|\bhrg\b/gi],
  ['Meeting', new RegExp(String.raw`\b(?:${MEETING_WORDS})\b`, 'gi')],
];

function withoutContained(mentions: EventTypeMention[]): EventTypeMention[] {
  return mentions.filter(
    (mention) =>
      !mentions.some(
        (other) => other !== mention && other.index <= mention.index && other.end >= mention.end && other.end - other.index > mention.end - mention.index,
      ),
  );
}

// A setting named as what a call is about, what a deadline counts from or what may follow ("to go over the priority
// conference", "filed 10 days before the MSC", "to resolve the case or to set it for trial") is a topic, not the event.
const TOPIC_BEFORE =
  /\b(?:(?:go(?:ing)?\s+over|discuss(?:ing)?|talk\s+about|prep(?:are|aring|aration)?(?:\s+(?:meeting|session|call))?\s+(?:you\s+|him\s+|her\s+|them\s+)?for|status\s+of|before|after|ahead\s+of)\s+(?:the|our|your|his|her|their|this|that)\s+(?:[\w/.-]+\s+)?|to\s+set\s+(?:it|the\s+(?:case|matter))\s+for\s+|\b(?:compel(?:s|ling)?|quash(?:es|ing)?)\s+(?:[\w']+\s+){0,4}|\b(?:go(?:es|ing)?|went|head(?:ed|ing)|on\s+track)\s+to\s+)$/i;
// "Lucia Sandoval, Psy.D., Panel QME": an evaluator's title, not an exam being set.
const TITLE_BEFORE = /(?:,|\b(?:M\.?D|D\.?C|Ph\.?D|Psy\.?D|D\.?O)\.?)[ \t]*$/;

function isTopicOrTitle(text: string, index: number, type: LegalEventType): boolean {
  const before = text.slice(Math.max(0, index - 40), index);
  if (TOPIC_BEFORE.test(before)) return true;
  return (type === 'QME Appointment' || type === 'AME Appointment') && TITLE_BEFORE.test(before);
}

export function findEventTypeMentions(text: string): EventTypeMention[] {
  const mentions: EventTypeMention[] = [];
  for (const [patterns, isSpecific] of [[SPECIFIC_PATTERNS, true], [GENERIC_PATTERNS, false]] as const) {
    for (const [type, pattern] of patterns) {
      for (const match of text.matchAll(pattern)) {
        if (isSpecific && isTopicOrTitle(text, match.index, type)) continue;
        mentions.push({ type, index: match.index, end: match.index + match[0].length, specific: isSpecific });
      }
    }
  }
  const specificOnes = withoutContained(mentions.filter((mention) => mention.specific));
  const genericOnes = mentions.filter((mention) => !mention.specific && !specificOnes.some((other) => other.index <= mention.index && other.end >= mention.end));
  return [...specificOnes, ...genericOnes].sort((a, b) => a.index - b.index);
}

const LOOK_BEFORE = 400;
const LOOK_AFTER = 150;

function closest(mentions: EventTypeMention[], anchor: number, side: 'before' | 'after'): EventTypeMention | undefined {
  const inWindow = mentions.filter((mention) =>
    side === 'before' ? mention.index <= anchor && anchor - mention.index <= LOOK_BEFORE : mention.index > anchor && mention.index - anchor <= LOOK_AFTER,
  );
  return side === 'before' ? inWindow[inWindow.length - 1] : inWindow[0];
}

// "Case review meeting Tuesday the 9th at 8am": the word just before the date names it.
const ADJACENT = 30;

function adjacentBefore(mentions: EventTypeMention[], anchor: number, text: string | undefined): EventTypeMention | undefined {
  return mentions
    .filter((mention) => mention.end <= anchor && anchor - mention.end <= ADJACENT && !text?.slice(mention.end, anchor).includes('\n'))
    .at(-1);
}

/**
 * The kind of the event dated at `anchor`: the nearest specific kind written before the date, else a meeting
 * word right beside it (court settings listed after a meeting's date are an agenda), then a specific kind just
 * after it, then the first specific kind anywhere; generic "hearing"/"meeting" only when nothing is specific.
 */
export function pickEventTypeMention(allMentions: EventTypeMention[], anchor: number | null, text?: string): EventTypeMention | null {
  // "when he took the MSC off calendar": a setting the message says is gone names no event, when another kind is named.
  const standing = text ? allMentions.filter((mention) => !isTakenAway(text, mention)) : allMentions;
  const mentions = standing.length ? standing : allMentions;
  const specific = mentions.filter((mention) => mention.specific);
  const generic = mentions.filter((mention) => !mention.specific);
  const meeting = anchor !== null && text ? meetingInDateSentence(mentions, anchor, text) : null;
  if (meeting) return meeting;
  if (anchor !== null) {
    const near =
      closest(specific, anchor, 'before') ??
      // "see you at the hearing tomorrow": the word nearest the date names it.
      [adjacentBefore(generic, anchor, text)].find((mention) => mention?.type === 'Meeting') ??
      closest(specific, anchor, 'after');
    if (near) return near;
  }
  if (specific[0]) return specific[0];
  if (anchor !== null) {
    const near = closest(generic, anchor, 'before') ?? closest(generic, anchor, 'after');
    if (near) return near;
  }
  return generic[0] ?? null;
}

const TAKEN_AWAY_AFTER = /^[^.;\n]{0,25}?\boff\s+(?:the\s+)?calendar\b|^\s*(?:was\s+|is\s+|has\s+been\s+)?(?:vacated|cancell?ed|withdrawn)\b/i;

function isTakenAway(text: string, mention: EventTypeMention): boolean {
  return TAKEN_AWAY_AFTER.test(text.slice(mention.end, mention.end + 40));
}

// A call, a meeting or a meal named in the date's own sentence is the event, whatever case words are near it.
const MEAL = /\b(?:lunch|dinner|breakfast|coffee|drinks)\b/i;
const STRONG_MEETING =
  /\b(?:lunch|dinner|breakfast|coffee|drinks|meeting|meet(?:\s+(?:with|at|for|up))?)$|\bcall(?:\s+with)?$|\bprep(?:aration)?(?:\s+(?:session|meeting|call))?$|\bcase\s+review$|\b(?:we|let's|us)\s+(?:talk|speak)$|\bcome\s+in$/i;
// Between the date and a kind written after it: "at 11:30 about a stipulation to an AME", "at 3:30 to go over the MSC".
const TOPIC_BETWEEN = /\b(?:about|regarding|concerning|re:?|discuss(?:ing)?|(?:go|walk)\s+(?:over|through)|prep(?:are|aring)?\s+(?:\w+\s+)?for|ahead\s+of|before)\b/i;
// "Meeting ID: 861 4493 0217" in a video platform's details names no meeting.
const MEETING_DETAILS_AFTER = /^\s*(?:id|number|no\.|link|code|password|passcode|details|invite|invitation|url)\b/i;
// "a call about the lien conference", "to prepare for the MSC", "re: the deposition": the setting is the topic.
const TOPIC_NEAR_BEFORE = /\b(?:about|regarding|concerning|re:?|discuss(?:ing)?|prep(?:are|aring)?(?:\s+\w+)?\s+for|ahead\s+of|before|after|for)\s+(?:the\s+|our\s+|your\s+|his\s+|her\s+|their\s+|this\s+|that\s+|tomorrow's\s+|next\s+week's\s+)?(?:[\w'/.-]+\s+)?$/i;
// "Lunch with Dr. Patel (the QME)": a kind inside brackets describes a person.
const IN_BRACKETS_BEFORE = /\([^()]{0,30}$/;

// A full stop after "Dr", "Hon" or an initial does not end the sentence.
const SENTENCE_STOP = /(?<!\b(?:Dr|Mr|Mrs|Ms|Hon|St|Jr|Sr|No|Inc|[A-Z]))[.!?](?:\s|$)/g;

// A form's next field ("\nWhere:  Zoom") is a sentence of its own.
const FIELD_LINE = /\n(?=[ \t]*[A-Za-z][A-Za-z .'/-]{0,30}:)/g;

function sentenceBounds(text: string, anchor: number): [number, number] {
  const before = text.slice(Math.max(0, anchor - 300), anchor);
  const starts = [before.lastIndexOf('\n\n'), ...[...before.matchAll(SENTENCE_STOP)].map((match) => match.index), ...[...before.matchAll(FIELD_LINE)].map((match) => match.index)];
  const start = Math.max(0, anchor - 300) + Math.max(...starts, -1) + 1;
  const after = text.slice(anchor, anchor + 300);
  const ends = [after.indexOf('\n\n'), after.search(SENTENCE_STOP), after.search(FIELD_LINE), after.length].filter((index) => index >= 0);
  return [start, anchor + Math.min(...ends)];
}

function meetingInDateSentence(mentions: EventTypeMention[], anchor: number, text: string): EventTypeMention | null {
  const [start, end] = sentenceBounds(text, anchor);
  const inSentence = mentions.filter((mention) => mention.index >= start && mention.end <= end);
  const meetings = inSentence.filter(
    (mention) => mention.type === 'Meeting' && STRONG_MEETING.test(text.slice(mention.index, mention.end)) && !MEETING_DETAILS_AFTER.test(text.slice(mention.end, mention.end + 20)),
  );
  const nearest = meetings.sort((a, b) => Math.abs(a.index - anchor) - Math.abs(b.index - anchor))[0];
  if (!nearest) return null;
  if (MEAL.test(text.slice(nearest.index, nearest.end))) return nearest;
  const settings = inSentence.filter((mention) => {
    if (!mention.specific) return false;
    const before = text.slice(Math.max(start, mention.index - 50), mention.index);
    if (TOPIC_NEAR_BEFORE.test(before) || IN_BRACKETS_BEFORE.test(before)) return false;
    // "the deposition last Thursday -- let's talk tomorrow": the call, written between that setting and the date, is dated.
    if (mention.end <= nearest.index && nearest.end <= anchor) return false;
    return !(mention.index > anchor && TOPIC_BETWEEN.test(text.slice(anchor, mention.index)));
  });
  return settings.length === 0 ? nearest : null;
}

export function pickEventType(mentions: EventTypeMention[], anchor: number | null, text?: string): LegalEventType | null {
  return pickEventTypeMention(mentions, anchor, text)?.type ?? null;
}

const CONTINUANCE = /\b(?:order\s+continuing|continued\s+(?:to|until)|rescheduled|re-?set\s+(?:to|for)|(?:has\s+been|was)\s+moved\s+to|new\s+(?:hearing\s+)?date|postponed)\b/i;

export function isContinuance(text: string): boolean {
  return CONTINUANCE.test(text);
}
