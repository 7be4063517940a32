import { Type } from 'typebox';
import { ErrorReply } from '../schemas/common';

export const LiveStreamReply = Type.String({
  description:
    'text/event-stream. Each event: id = the event id (send it back as Last-Event-ID to replay what was missed), event = its type ' +
    '(audit.changed, run.changed, …), data = JSON { id, type, subject, at }. An event named resync (no id) means: fetch everything again. ' +
    'A comment line every 25 seconds keeps the connection open.',
});

export const liveErrors = { 400: ErrorReply, 401: ErrorReply, 500: ErrorReply } as const;
