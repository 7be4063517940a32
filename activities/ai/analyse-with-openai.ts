import { ApplicationFailure } from '@temporalio/activity';
import type OpenAI from 'openai';
import { samplingParams } from '../../domain/ai/sampling';
import { DEFAULT_TIME_ZONE } from '../../domain/calendar/date-conversion';
import type { AnalysableEmail, EmailAnalysisResult, MeetingDetails } from '../../domain/analysis/types';
import type { AnalyserOutput } from '../analysis/types';
import { EMAIL_ANALYSIS_JSON_SCHEMA, EMAIL_ANALYSIS_SYSTEM_PROMPT } from './email-analysis-schema';
import { withRateLimitRetry } from './rate-limited';

const MAX_BODY_CHARS = 12_000;

/** Analyses an e-mail with an OpenAI-compatible model using structured JSON output. */
export async function analyseWithOpenAi(client: OpenAI, model: string, email: AnalysableEmail): Promise<AnalyserOutput> {
  const completion = await withRateLimitRetry(() =>
    client.chat.completions.create({
      model,
      // E-mail analysis has no rule of its own: seed 001 §9's defaults.
      ...samplingParams(),
      response_format: { type: 'json_schema', json_schema: { name: 'email_analysis', strict: true, schema: EMAIL_ANALYSIS_JSON_SCHEMA as unknown as Record<string, unknown> } },
      messages: [
        { role: 'system', content: EMAIL_ANALYSIS_SYSTEM_PROMPT },
        { role: 'user', content: describeEmail(email) },
      ],
    }),
  );
  const raw = completion.choices[0]?.message?.content ?? '';
  return { result: parseModelAnswer(raw), analyser: `openai:${model}`, rawResponse: raw };
}

function describeEmail(email: AnalysableEmail): string {
  return [
    `Sent: ${email.date}`,
    `From: ${email.from}`,
    `To: ${email.to.join(', ')}`,
    email.cc.length ? `Cc: ${email.cc.join(', ')}` : '',
    `Subject: ${email.subject}`,
    email.attachments.length ? `Attachments: ${email.attachments.map((a) => a.filename).join(', ')}` : '',
    '',
    email.text.slice(0, MAX_BODY_CHARS),
  ]
    .filter((line) => line !== '')
    .join('\n');
}

/** Model output → the analysis record; anything that is not the promised shape is an error. */
export function parseModelAnswer(raw: string): EmailAnalysisResult {
  let data: Record<string, unknown>;
  try {
    data = JSON.parse(raw) as Record<string, unknown>;
  } catch {
    throw ApplicationFailure.nonRetryable('AI service returned invalid JSON for the e-mail analysis', 'InvalidAiResponse');
  }
  if (typeof data !== 'object' || data === null || typeof data.summary !== 'string') {
    throw ApplicationFailure.nonRetryable('AI service returned invalid data for the e-mail analysis', 'InvalidAiResponse');
  }
  const oneOf = <T extends string>(value: unknown, allowed: readonly T[], fallback: T): T => (allowed.includes(value as T) ? (value as T) : fallback);
  const strings = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
  const meeting = data.meetingDetails as Record<string, unknown> | null | undefined;
  const meetingDetails: MeetingDetails | null = meeting
    ? {
        eventTitle: text(meeting.eventTitle) ?? '',
        eventDate: text(meeting.eventDate),
        eventTime: text(meeting.eventTime),
        endTime: text(meeting.endTime),
        timeZone: text(meeting.timeZone) ?? DEFAULT_TIME_ZONE,
        location: text(meeting.location),
        attendees: strings(meeting.attendees),
        description: text(meeting.description) ?? '',
        caseNumber: text(meeting.caseNumber),
        attachments: [],
        eventType: text(meeting.eventType),
        personInvolved: text(meeting.personInvolved),
        judgeName: text(meeting.judgeName),
      }
    : null;
  return {
    priority: oneOf(data.priority, ['high', 'medium', 'low'] as const, 'medium'),
    category: text(data.category) ?? 'Uncategorized',
    sentiment: oneOf(data.sentiment, ['positive', 'negative', 'neutral', 'urgent'] as const, 'neutral'),
    actionItems: strings(data.actionItems).map((item, index) => ({ id: `action-${index + 1}`, text: item })),
    summary: data.summary,
    keywords: strings(data.keywords),
    isCourtDocument: data.isCourtDocument === true,
    isReplyRequired: data.isReplyRequired === true,
    suggestedReply: text(data.suggestedReply),
    followUpDate: text(data.followUpDate),
    meetingDetails,
    isMeeting: data.isMeeting === true || meetingDetails !== null,
  };
}
