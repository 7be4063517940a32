import { Type } from 'typebox';

const Id = Type.String({ minLength: 1, maxLength: 512 });
const Recipients = Type.Union([Type.String({ maxLength: 5000 }), Type.Array(Type.String({ maxLength: 320 }), { maxItems: 200 })]);

export const AccountParams = Type.Object({ accountId: Type.String({ format: 'uuid' }) });
export const MessageParams = Type.Object({ accountId: Type.String({ format: 'uuid' }), messageId: Id });
export const AttachmentParams = Type.Object({ accountId: Type.String({ format: 'uuid' }), messageId: Id, attachmentId: Id });

export const MailAccountSchema = Type.Object({
  id: Type.String(),
  provider: Type.Union([Type.Literal('gmail'), Type.Literal('imap'), Type.Literal('demo')]),
  email: Type.String(),
  name: Type.String(),
  connected: Type.Boolean(),
  lastSynced: Type.Union([Type.String(), Type.Null()]),
  isDemo: Type.Boolean(),
});

export const FolderSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  gmailLabel: Type.String(),
  unreadCount: Type.Integer(),
  totalCount: Type.Integer(),
  type: Type.Literal('system'),
});

export const LabelSchema = Type.Object({ id: Type.String(), name: Type.String(), type: Type.Literal('user'), color: Type.Object({ backgroundColor: Type.String() }) });

const SummaryFields = {
  id: Type.String(),
  threadId: Type.String(),
  subject: Type.String(),
  from: Type.String(),
  to: Type.Array(Type.String()),
  date: Type.String(),
  snippet: Type.String(),
  labels: Type.Array(Type.String()),
  read: Type.Boolean(),
  unread: Type.Boolean(),
  starred: Type.Boolean(),
  important: Type.Boolean(),
  hasAttachments: Type.Boolean(),
};

export const MessageListReply = Type.Object({
  messages: Type.Array(Type.Object(SummaryFields)),
  nextPageToken: Type.Union([Type.String(), Type.Null()]),
  resultSizeEstimate: Type.Integer(),
});

export const MessageReply = Type.Object({
  message: Type.Object({
    ...SummaryFields,
    cc: Type.Array(Type.String()),
    bcc: Type.Array(Type.String()),
    body: Type.String(),
    bodyMimeType: Type.Union([Type.Literal('text/html'), Type.Literal('text/plain')]),
    textBody: Type.String(),
    attachments: Type.Array(Type.Object({ filename: Type.String(), mimeType: Type.String(), size: Type.Integer(), attachmentId: Type.String() })),
  }),
});

export const ListQuery = Type.Object({
  folderId: Type.Optional(Type.String({ maxLength: 100 })),
  labelId: Type.Optional(Type.String({ maxLength: 512 })),
  search: Type.Optional(Type.String({ maxLength: 500 })),
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 25 }),
  pageToken: Type.Optional(Type.String({ maxLength: 2000 })),
});

export const SendBody = Type.Object(
  {
    to: Type.Optional(Recipients),
    cc: Type.Optional(Recipients),
    bcc: Type.Optional(Recipients),
    subject: Type.Optional(Type.Unknown()),
    body: Type.Optional(Type.Unknown()),
    bodyFormat: Type.Optional(
      Type.Union([Type.Literal('html'), Type.Literal('text')], {
        description: 'How the body is written: html (from the editor) or text (line breaks kept). Without it, a body with HTML tags is HTML.',
      }),
    ),
    inReplyToMessageId: Type.Optional(Id),
    /** Files uploaded with POST /api/mail/attachments, sent as MIME attachments. */
    attachmentIds: Type.Optional(Type.Array(Type.String({ format: 'uuid' }), { maxItems: 20 })),
  },
  { additionalProperties: false },
);

export const ReadBody = Type.Object({ messageIds: Type.Array(Id, { minItems: 1, maxItems: 1000 }), read: Type.Boolean() }, { additionalProperties: false });
export const TrashBody = Type.Object({ messageIds: Type.Array(Id, { minItems: 1, maxItems: 1000 }) }, { additionalProperties: false });
export const LabelsBody = Type.Object({ add: Type.Array(Id, { maxItems: 50 }), remove: Type.Array(Id, { maxItems: 50 }) }, { additionalProperties: false });
export const MoveBody = Type.Object(
  { folderId: Type.Union(['INBOX', 'SENT', 'DRAFT', 'TRASH', 'SPAM'].map((id) => Type.Literal(id))) },
  { additionalProperties: false },
);
export const CreateLabelBody = Type.Object({ name: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }) }, { additionalProperties: false });
export const StartedAnalysisReply = Type.Object({ workflowId: Type.String(), workflowUrl: Type.Union([Type.String(), Type.Null()]) });

const NullableString = Type.Union([Type.String(), Type.Null()]);

export const MeetingDetailsSchema = Type.Object({
  eventTitle: Type.String(),
  eventDate: NullableString,
  eventTime: NullableString,
  endTime: NullableString,
  timeZone: Type.String(),
  location: NullableString,
  attendees: Type.Array(Type.String()),
  description: Type.String(),
  caseNumber: NullableString,
  attachments: Type.Array(Type.Object({ fileName: Type.String(), fileId: Type.String() })),
  eventType: NullableString,
  personInvolved: NullableString,
  judgeName: NullableString,
  evidence: Type.Optional(
    Type.Record(Type.String(), Type.Object({ quote: Type.String(), context: Type.String(), confidence: Type.Number({ minimum: 0, maximum: 1 }) })),
  ),
});

export const EmailAnalysisSchema = Type.Object({
  messageId: Type.String(),
  accountId: Type.String(),
  analyser: NullableString,
  priority: Type.String(),
  category: Type.String(),
  sentiment: Type.String(),
  actionItems: Type.Array(Type.Object({ id: Type.String(), text: Type.String() })),
  summary: Type.String(),
  keywords: Type.Array(Type.String()),
  isCourtDocument: Type.Boolean(),
  isReplyRequired: Type.Boolean(),
  suggestedReply: NullableString,
  followUpDate: NullableString,
  meetingDetails: Type.Union([MeetingDetailsSchema, Type.Null()]),
  isMeeting: Type.Boolean(),
  calendarEventId: NullableString,
  calendarEventStatus: Type.String(),
  calendarEventError: NullableString,
  calendarEventDetails: Type.Unknown(),
  rawAiResponse: NullableString,
  error: NullableString,
  updatedAt: Type.String(),
});
