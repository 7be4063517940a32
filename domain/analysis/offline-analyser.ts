import type { AnalysableEmail, EmailAnalysisResult } from './types';
import { displayName } from './offline/attendees';
import { hasPassed, isCancelledSetting } from './offline/announcement';
import { findCaseNumbers } from './offline/case-numbers';
import { categoryOf, priorityOf, type ClassificationFacts } from './offline/classification';
import { DEFAULT_ANALYSIS_TIME_ZONE, findDateMentions, sentLocalDate, type DateReference } from './offline/date-mentions';
import { findFollowUpDate } from './offline/follow-up';
import { findParties } from './offline/parties';
import {
  asksForReply,
  isAboutScheduling,
  isAutoReply,
  isBilling,
  isCourtDocument,
  isInvoice,
  isNewsletter,
  isSocial,
  isUrgent,
  sentimentOf,
  soundsLikeClient,
} from './offline/signals';
import { actionItemTexts, keywordsFor, suggestReply, summarise, type MessageFacts } from './offline/summary';
import { prepareText } from './offline/text-preparation';
import { extractMeetingDetails } from './offline-meeting-details';

export { DEFAULT_ANALYSIS_TIME_ZONE } from './offline/date-mentions';

export interface OfflineAnalysisOptions {
  /** Zone the message's wall-clock times are read in; defaults to America/Los_Angeles. */
  timeZone?: string;
}

function referenceFor(email: AnalysableEmail, timeZone: string): DateReference {
  const sent = new Date(email.date);
  return { instant: Number.isNaN(sent.getTime()) ? null : sent, timeZone };
}

/**
 * Analyses an e-mail without any AI service: deterministic rules for WCAB/DWC notices, depositions,
 * court e-service and everyday business mail. The same input always gives the same result.
 */
export function analyseEmailOffline(email: AnalysableEmail, options: OfflineAnalysisOptions = {}): EmailAnalysisResult {
  const timeZone = options.timeZone?.trim() || DEFAULT_ANALYSIS_TIME_ZONE;
  const text = prepareText(email.subject ?? '', email.text ?? '');
  const reference = referenceFor(email, timeZone);
  const sentDate = sentLocalDate(reference);
  const cases = findCaseNumbers(text.full);
  const mentions = findDateMentions(text.withoutReplyHeaders, reference, cases.ranges);

  const newsletter = isNewsletter(text.full);
  const autoReply = isAutoReply(`${text.subject}\n${text.fresh}`);
  const invoice = isInvoice(text.subject, text.full);
  // Newsletters advertise webinars, auto-replies give return dates, invoices bill past appearances and list the next:
  // none is the reader's event. Nor is a date and time already gone by when the message was sent, nor a setting
  // the message cancels ("ORIGINAL 02/09/2027 CANCELLED / NEW 02/23/2027").
  const upcoming = mentions.filter((mention) => !hasPassed(mention, reference) && !isCancelledSetting(text.withoutReplyHeaders, mention));
  const meeting =
    newsletter || autoReply || invoice ? null : extractMeetingDetails({ email, text, mentions: upcoming, sentDate, cases, timeZone });
  const details = meeting?.details ?? null;
  const courtDocument = !newsletter && isCourtDocument(text.full, email.from);
  const followUpDate = autoReply ? null : findFollowUpDate(text.withoutReplyHeaders, mentions, sentDate);
  const isReplyRequired = !newsletter && asksForReply(text.fresh, email.from);

  const facts: ClassificationFacts = {
    newsletter,
    autoReply,
    billing: isBilling(text.full),
    courtDocument,
    client: soundsLikeClient(text.fresh),
    social: isSocial(text.full),
    scheduling: isAboutScheduling(text.full),
    urgent: isUrgent(`${text.subject}\n${text.fresh}`),
    eventType: details?.eventType ?? null,
    eventDate: details?.eventDate ?? null,
    followUpDate,
    sentDate,
  };
  const category = categoryOf(facts);
  const parties = meeting?.parties ?? findParties(text.full);
  const messageFacts: MessageFacts = {
    category,
    senderName: displayName(email.from ?? ''),
    subject: text.subject,
    eventType: details?.eventType ?? null,
    eventDate: details?.eventDate ?? null,
    eventTime: details?.eventTime ?? null,
    location: details?.location ?? null,
    judgeName: details?.judgeName ?? null,
    caption: parties.caption,
    caseNumber: cases.primary,
    deponent: parties.deponent,
    continued: meeting?.continued ?? false,
    followUpDate,
    isReplyRequired,
    courtDocument,
  };

  return {
    priority: priorityOf(facts, category),
    category,
    sentiment: autoReply ? 'neutral' : sentimentOf(`${text.subject}\n${text.fresh}`, courtDocument),
    actionItems: actionItemTexts(messageFacts).map((itemText, index) => ({ id: `${email.id || 'email'}-action-${index + 1}`, text: itemText })),
    summary: summarise(messageFacts),
    keywords: keywordsFor(messageFacts, text.full),
    isCourtDocument: courtDocument,
    isReplyRequired,
    suggestedReply: suggestReply(messageFacts),
    followUpDate,
    meetingDetails: details,
    isMeeting: details !== null,
  };
}
