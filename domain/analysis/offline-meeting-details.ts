import type { AnalysableEmail, MeetingDetails } from './types';
import { emailAddressesIn } from './offline/attendees';
import { cancelsASetting, isAlreadyCalendared, isCancelledSetting, isSetByReport } from './offline/announcement';
import type { CaseNumbers } from './offline/case-numbers';
import type { DateMention } from './offline/date-mentions';
import { isDeadlineOnly } from './offline/deadline-purpose';
import { canBeTheEvent, chooseEventDate, type EventDateChoice } from './offline/event-date-choice';
import { findCorrections } from './evidence-check/corrections';
import { buildEvidence, writtenTimeIsAmbiguous } from './offline/evidence';
import {
  APPLICANT_APPOINTMENT_TYPES,
  findEventTypeMentions,
  HEARING_EVENT_TYPES,
  isContinuance,
  pickEventTypeMention,
  type EventTypeMention,
} from './offline/event-types';
import { findJudgeName } from './offline/judges';
import { findLocation } from './offline/locations';
import { findParties, type Parties } from './offline/parties';
import { settingWithChangedTime, withChangedTime } from './offline/time-change';
import { isPersonalOuting, isRecap } from './offline/signals';
import type { PreparedText } from './offline/text-preparation';
import { uniqueValues } from './offline/text-case';

export interface MeetingExtraction {
  details: MeetingDetails;
  parties: Parties;
  continued: boolean;
}

interface MeetingContext {
  email: AnalysableEmail;
  text: PreparedText;
  mentions: DateMention[];
  sentDate: string | null;
  cases: CaseNumbers;
  timeZone: string;
}

// A kind of event must be named this close to the date for the date to be that event.
const TYPE_BEFORE_DATE = 400;
const TYPE_AFTER_DATE = 150;

const REPLY_PREFIX = /^(?:(?:re|fw|fwd|aw)\s*:\s*)+/i;

function titleFor(eventType: string, parties: Parties, caseNumber: string | null, subject: string): string {
  if (parties.caption) return `${eventType} – ${parties.caption}${caseNumber ? ` (${caseNumber})` : ''}`;
  if (caseNumber) return `${eventType} – ${caseNumber}`;
  const topic = subject.replace(REPLY_PREFIX, '').trim();
  if (!topic) return eventType;
  if (!topic.toLowerCase().includes(eventType.toLowerCase())) return `${eventType} – ${topic}`;
  return topic.charAt(0).toUpperCase() + topic.slice(1);
}

function attendeesFor(eventType: string, parties: Parties, text: string, from: string): string[] {
  const { applicant, deponent } = parties;
  // Only a full name: a caption's surname ("Nguyen v. …") is not enough to invite anyone.
  const applicantAttends =
    (HEARING_EVENT_TYPES.has(eventType) || APPLICANT_APPOINTMENT_TYPES.has(eventType) || eventType === 'Deposition') && applicant?.includes(' ');
  const applicantIsDeponent = applicant && deponent?.toLowerCase() === applicant.toLowerCase();
  // Whoever proposes a meeting attends it; court and docketing senders do not.
  const organiser = eventType === 'Meeting' ? emailAddressesIn(from) : [];
  return uniqueValues([
    ...(applicantAttends && !applicantIsDeponent ? [`${applicant} (applicant)`] : []),
    ...parties.namedAttendees,
    ...organiser,
    ...emailAddressesIn(text),
  ]);
}

function descriptionFor(details: Omit<MeetingDetails, 'description'>, context: MeetingContext, continued: boolean): string {
  const { email, cases } = context;
  const lines = [
    details.eventTitle,
    continued && details.eventDate ? `Continued to ${details.eventDate}${details.eventTime ? ` at ${details.eventTime}` : ''}.` : null,
    cases.all.length ? `Case number${cases.all.length > 1 ? 's' : ''}: ${cases.all.join(', ')}` : null,
    details.judgeName ? `Judge: ${details.judgeName}` : null,
    details.personInvolved ? `Person involved: ${details.personInvolved}` : null,
    details.location ? `Location: ${details.location}` : null,
    details.attendees.length ? `Attendees: ${details.attendees.join('; ')}` : null,
    details.attachments.length ? `Attachments: ${details.attachments.map((file) => file.fileName).join(', ')}` : null,
    `Source e-mail: "${email.subject}" from ${email.from}`,
  ];
  return lines.filter((line): line is string => Boolean(line)).join('\n');
}

/**
 * A setting cancelled in the same sentence is not announced; nor is a date that a report of a past hearing or call,
 * or a message cancelling a setting, only mentions without setting it (a continuance sets its new date).
 */
function isAnnounced(text: string, subject: string, chosen: DateMention, kind: string): boolean {
  if (isCancelledSetting(text, chosen) || isAlreadyCalendared(text, chosen) || isDeadlineOnly(subject, text, chosen, kind)) return false;
  return !(isRecap(text) || cancelsASetting(text)) || isSetByReport(text, chosen, kind);
}

/** The event a message announces, or null when it names no kind of event next to a usable date. */
export function extractMeetingDetails(context: MeetingContext): MeetingExtraction | null {
  const { email, text, mentions, sentDate, cases, timeZone } = context;
  const chosenDate = chooseEventDate(text.withoutReplyHeaders, mentions, sentDate, text.freshEnd);
  const onlyTheTimeChanged = chosenDate ? null : settingWithChangedTime(text.withoutReplyHeaders, mentions, (mention) => canBeTheEvent(text.withoutReplyHeaders, mention, sentDate));
  if (!chosenDate && !onlyTheTimeChanged) return null;
  const choice = chosenDate
    ? { ...chosenDate, mention: withChangedTime(text.withoutReplyHeaders, chosenDate.mention, text.freshEnd) }
    : { mention: onlyTheTimeChanged!, contested: false, rivals: [] };
  const chosen = choice.mention;
  const typeMentions = findEventTypeMentions(text.full);
  const namedNearby = typeMentions.some(
    (mention) => chosen.index - mention.index <= TYPE_BEFORE_DATE && mention.index - chosen.end <= TYPE_AFTER_DATE,
  );
  const typeMention = namedNearby ? pickEventTypeMention(typeMentions, chosen.index, text.full) : null;
  if (!typeMention) return null;
  const eventType = typeMention.type;
  if (!isAnnounced(text.withoutReplyHeaders, text.subject, chosen, eventType)) return null;
  const location = findLocation(text.withoutReplyHeaders, chosen.index);
  // A meal at a named restaurant is a plan worth calendaring (often a referral source); "grab lunch Friday?" is not.
  if (eventType === 'Meeting' && !location && isPersonalOuting(text.fresh, text.full.slice(typeMention.index, typeMention.end))) return null;

  const parties = findParties(text.full);
  const continued = isContinuance(text.full);
  const withoutTitleAndDescription = {
    eventDate: chosen.date,
    eventTime: chosen.time,
    endTime: chosen.time ? chosen.endTime : null,
    timeZone,
    location,
    attendees: attendeesFor(eventType, parties, text.withoutReplyHeaders, email.from),
    caseNumber: cases.primary,
    attachments: email.attachments.map((file) => ({ fileName: file.filename, fileId: file.attachmentId })),
    eventType,
    personInvolved: parties.deponent ?? parties.applicant,
    judgeName: findJudgeName(text.full, chosen.index, eventType),
  };
  const eventTitle = titleFor(eventType, parties, cases.primary, text.subject);
  const description = descriptionFor({ ...withoutTitleAndDescription, eventTitle }, context, continued);
  const evidence = evidenceFor(context, choice, typeMention, withoutTitleAndDescription);
  return { details: { ...withoutTitleAndDescription, eventTitle, description, evidence }, parties, continued };
}

// A time with neither "a.m./p.m." nor a 24-hour form ("at 2") could be either half of the day.
const RELATIVE_DAY = /\b(?:today|tomorrow|tonight|next|this|mon|tue|wed|thu|fri|sat|sun)/i;

/** How sure each reading is, and the words it came from. */
function evidenceFor(
  context: MeetingContext,
  choice: EventDateChoice,
  typeMention: EventTypeMention,
  details: Pick<MeetingDetails, 'eventTime' | 'judgeName' | 'location'>,
) {
  const { text, cases, email } = context;
  const { mention } = choice;
  const span = { start: mention.index, end: mention.end };
  const timeSpan = mention.timeSource ? { start: mention.timeSource.index, end: mention.timeSource.end } : span;
  const written = mention.text;
  const sent = new Date(email.date);
  const dateConfidence = choice.contested ? 0.5 : RELATIVE_DAY.test(written) && !/\d{4}/.test(written) ? 0.85 : 0.95;
  const timeConfidence = writtenTimeIsAmbiguous(mention.timeSource ? text.full.slice(timeSpan.start, timeSpan.end) : written) ? 0.55 : 0.95;
  const caseConfidence = { court: 0.95, labelled: 0.85, claim: 0.5 } as const;
  return buildEvidence({
    text: text.full,
    sentAt: Number.isNaN(sent.getTime()) ? null : sent.toISOString(),
    rivalDates: choice.rivals.map((rival) => ({ start: rival.index, end: rival.end })),
    corrections: findCorrections(text.withoutReplyHeaders),
    date: { span, confidence: dateConfidence },
    time: details.eventTime ? { span: timeSpan, confidence: timeConfidence } : null,
    caseNumber: cases.primarySource ? { span: cases.primarySource, confidence: caseConfidence[cases.primarySource.kind] } : null,
    eventType: { span: { start: typeMention.index, end: typeMention.end }, confidence: typeMention.specific ? 0.95 : 0.75 },
    judgeName: details.judgeName ? { value: details.judgeName, confidence: details.judgeName.includes(' ') ? 0.9 : 0.65 } : null,
    location: details.location ? { value: details.location, confidence: 0.85 } : null,
  });
}
