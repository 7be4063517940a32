import { DateTime } from 'luxon';
import { CATEGORIES } from './classification';
import { uniqueValues } from './text-case';

/** Facts already extracted; this module only words them. */
export interface MessageFacts {
  category: string;
  senderName: string;
  subject: string;
  eventType: string | null;
  eventDate: string | null;
  eventTime: string | null;
  location: string | null;
  judgeName: string | null;
  caption: string | null;
  caseNumber: string | null;
  deponent: string | null;
  continued: boolean;
  followUpDate: string | null;
  isReplyRequired: boolean;
  courtDocument: boolean;
}

function eventName(facts: MessageFacts): string {
  if (facts.eventType === 'Deposition') return facts.deponent ? `deposition of ${facts.deponent}` : 'deposition';
  // Acronyms keep their capitals: "rating MSC", "QME appointment".
  return (facts.eventType ?? 'event').replace(/\b[A-Z][a-z]+\b/g, (word) => word.toLowerCase());
}

function capitaliseFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function when(facts: MessageFacts): string {
  return facts.eventTime ? `${facts.eventDate} at ${facts.eventTime}` : `${facts.eventDate} (time not stated)`;
}

export function summarise(facts: MessageFacts): string {
  if (facts.eventType && facts.eventDate) {
    const parts = [`${capitaliseFirst(eventName(facts))} ${facts.continued ? 'continued to' : 'set for'} ${when(facts)}`];
    if (facts.caption) parts.push(`in ${facts.caption}${facts.caseNumber ? ` (${facts.caseNumber})` : ''}`);
    else if (facts.caseNumber) parts.push(`in case ${facts.caseNumber}`);
    if (facts.eventType === 'Meeting') parts.push(`with ${facts.senderName}`);
    if (facts.location) parts.push(facts.location.startsWith('Remote') ? facts.location.replace(/^Remote/, 'held remotely') : `at ${facts.location}`);
    if (facts.judgeName) parts.push(`before Judge ${facts.judgeName}`);
    return `${parts.join(' ')}.`;
  }
  const parts = [`${facts.category}: "${facts.subject || '(no subject)'}" from ${facts.senderName}.`];
  if (facts.caseNumber) parts.push(`Case ${facts.caseNumber}.`);
  if (facts.followUpDate) parts.push(`Due ${facts.followUpDate}.`);
  return parts.join(' ');
}

export function actionItemTexts(facts: MessageFacts): string[] {
  const items: string[] = [];
  const hasEvent = Boolean(facts.eventType && facts.eventDate);
  if (hasEvent && facts.eventTime) {
    if (facts.continued) items.push(`Update calendar: ${eventName(facts)} continued to ${when(facts)}`);
    else if (facts.eventType === 'Deposition') items.push(`Calendar ${eventName(facts)} on ${when(facts)}`);
    else items.push(`Attend ${eventName(facts)} on ${when(facts)}`);
  } else if (hasEvent) {
    items.push(`Confirm the time of the ${eventName(facts)} on ${facts.eventDate}`);
  }
  if (facts.isReplyRequired) items.push(hasEvent ? 'Confirm attendance' : `Reply to ${facts.senderName}`);
  if (facts.followUpDate) items.push(facts.category === CATEGORIES.billing ? `Pay invoice by ${facts.followUpDate}` : `Respond by ${facts.followUpDate}`);
  if (!hasEvent && facts.courtDocument) items.push('Review the served document');
  if (!hasEvent && facts.category === CATEGORIES.billing && !facts.followUpDate) items.push('Review invoice');
  return uniqueValues(items);
}

function spokenDate(date: string): string {
  return DateTime.fromISO(date).toFormat('cccc, LLLL d, yyyy');
}

function spokenTime(time: string): string {
  return DateTime.fromFormat(time, 'HH:mm').toFormat('h:mm a');
}

export function suggestReply(facts: MessageFacts): string | null {
  if (!facts.isReplyRequired) return null;
  if (facts.eventType && facts.eventDate && facts.eventTime) {
    const where = facts.location && !facts.location.startsWith('Remote') ? ` at ${facts.location}` : '';
    return `Thank you. I confirm the ${eventName(facts)} on ${spokenDate(facts.eventDate)} at ${spokenTime(facts.eventTime)}${where}.`;
  }
  if (facts.category === CATEGORIES.client) return 'Thank you for reaching out. I have received your message and will call you shortly to discuss your case.';
  if (facts.category === CATEGORIES.personal) return 'Thanks for the invitation. Let me check my calendar and get back to you.';
  if (facts.followUpDate) return `Thank you. I have received this and will respond by ${spokenDate(facts.followUpDate)}.`;
  return 'Thank you for your message. I will review it and get back to you shortly.';
}

const VOCABULARY: Array<[string, RegExp]> = [
  ['continuance', /\b(?:continu(?:ance|ed|ing)|rescheduled)\b/i],
  ['settlement', /\bsettlement\b/i],
  ['lien', /\blien\b/i],
  ['QME', /\b(?:P?QME|qualified medical evaluator)\b/i],
  ['AME', /\bAME\b/],
  ['medical treatment', /\bmedical treatment\b/i],
  ['temporary disability', /\b(?:temporary disability|TD (?:rate|benefits)|disability check)\b/i],
  ['penalties', /\bpenalt(?:y|ies)\b/i],
  ['petition', /\bpetition\b/i],
  ['declaration of readiness', /\bdeclaration of readiness\b/i],
  ['e-service', /\b(?:e-?service|electronic(?:ally)? serv(?:ice|ed)|you have been served)\b/i],
  ['order', /\border\b/i],
  ['motion', /\bmotion\b/i],
  ['interpreter', /\binterpreter\b/i],
  ['invoice', /\binvoice\b/i],
  ['payment', /\bpayment\b/i],
  ['webinar', /\bwebinar\b/i],
  ['Lifesize', /\blifesize\b/i],
  ['Zoom', /\bzoom\b/i],
];

export function keywordsFor(facts: MessageFacts, text: string): string[] {
  const found = VOCABULARY.filter(([, pattern]) => pattern.test(text)).map(([word]) => word);
  const leading = [facts.eventType, facts.caseNumber, facts.category === CATEGORIES.uncategorized ? null : facts.category];
  return uniqueValues([...leading.filter((value): value is string => Boolean(value)), ...found]).slice(0, 10);
}
