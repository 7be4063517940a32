/** JSON schema the model must answer with (structured output); mirrors EmailAnalysisResult. */
const nullableString = { type: ['string', 'null'] } as const;

export const EMAIL_ANALYSIS_JSON_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['priority', 'category', 'sentiment', 'actionItems', 'summary', 'keywords', 'isCourtDocument', 'isReplyRequired', 'suggestedReply', 'followUpDate', 'isMeeting', 'meetingDetails'],
  properties: {
    priority: { type: 'string', enum: ['high', 'medium', 'low'] },
    category: { type: 'string' },
    sentiment: { type: 'string', enum: ['positive', 'negative', 'neutral', 'urgent'] },
    actionItems: { type: 'array', items: { type: 'string' } },
    summary: { type: 'string' },
    keywords: { type: 'array', items: { type: 'string' } },
    isCourtDocument: { type: 'boolean' },
    isReplyRequired: { type: 'boolean' },
    suggestedReply: nullableString,
    followUpDate: { ...nullableString, description: 'YYYY-MM-DD' },
    isMeeting: { type: 'boolean' },
    meetingDetails: {
      anyOf: [
        { type: 'null' },
        {
          type: 'object',
          additionalProperties: false,
          required: ['eventTitle', 'eventDate', 'eventTime', 'endTime', 'timeZone', 'location', 'attendees', 'description', 'caseNumber', 'eventType', 'personInvolved', 'judgeName'],
          properties: {
            eventTitle: { type: 'string' },
            eventDate: { ...nullableString, description: 'YYYY-MM-DD' },
            eventTime: { ...nullableString, description: 'HH:mm, 24-hour' },
            endTime: { ...nullableString, description: 'HH:mm, 24-hour' },
            timeZone: { type: 'string' },
            location: nullableString,
            attendees: { type: 'array', items: { type: 'string' } },
            description: { type: 'string' },
            caseNumber: nullableString,
            eventType: {
              ...nullableString,
              description:
                'one of: MSC, Rating MSC, Trial, Lien Conference, Lien Trial, Status Conference (also scheduling, case management and trial setting conferences), Priority Conference, Expedited Hearing, Hearing (motion hearings, OSC, oral argument), Deposition, QME Appointment, AME Appointment, Mediation, Meeting (client calls, lunches, internal meetings)',
            },
            personInvolved: nullableString,
            judgeName: nullableString,
          },
        },
      ],
    },
  },
} as const;

export const EMAIL_ANALYSIS_SYSTEM_PROMPT = [
  'You analyse e-mail for a workers\' compensation law practice in California.',
  'Extract hearings, conferences, depositions, appointments and deadlines. Case numbers look like ADJ12345678 or court numbers such as 23STCV01234.',
  'When a hearing is continued or rescheduled, report the NEW date and time.',
  'Dates are YYYY-MM-DD and times HH:mm (24-hour) in the time zone America/Los_Angeles unless the message says otherwise.',
  'Use null for anything the message does not state; never invent dates, times or case numbers.',
].join(' ');
