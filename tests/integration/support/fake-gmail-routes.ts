import { googleError, notFound, ok, type FakeReply, type FakeRoute } from './fake-google-http';
import type { FakeMailbox, FakeMessage } from './fake-gmail';

const messagesPath = '/gmail/v1/users/me/messages';

/** The Gmail v1 endpoints the app calls, served from the mailbox. */
export function fakeGmailRoutes(box: FakeMailbox): FakeRoute[] {
  const find = (id: string | undefined) => (id ? box.messages.get(id) : undefined);
  const withMessage = (id: string | undefined, reply: (message: FakeMessage) => FakeReply) => {
    const message = find(id);
    return message ? reply(message) : notFound();
  };
  const labelCounts = (id: string) => {
    const holders = [...box.messages.values()].filter((message) => message.labelIds.includes(id));
    return { messagesTotal: holders.length, messagesUnread: holders.filter((message) => message.labelIds.includes('UNREAD')).length };
  };

  return [
    { method: 'GET', pattern: /^\/gmail\/v1\/users\/me\/profile$/, handle: () => ok({ emailAddress: box.email, messagesTotal: box.messages.size, threadsTotal: box.messages.size, historyId: String(box.historyId) }) },
    {
      method: 'GET',
      pattern: new RegExp(`^${messagesPath}$`),
      handle: ({ query }) => {
        const labelIds = query.getAll('labelIds');
        const q = query.get('q')?.toLowerCase();
        const all = [...box.messages.values()]
          .filter((message) => labelIds.every((id) => message.labelIds.includes(id)))
          .filter((message) => !q || [message.headers.Subject, message.headers.From, message.snippet, message.text].join(' ').toLowerCase().includes(q))
          .sort((a, b) => b.internalDate - a.internalDate);
        const start = Number(query.get('pageToken') ?? 0);
        const size = Number(query.get('maxResults') ?? 100);
        const page = all.slice(start, start + size);
        return ok({
          ...(page.length > 0 ? { messages: page.map(({ id, threadId }) => ({ id, threadId })) } : {}),
          ...(start + size < all.length ? { nextPageToken: String(start + size) } : {}),
          resultSizeEstimate: all.length,
        });
      },
    },
    {
      method: 'GET',
      pattern: new RegExp(`^${messagesPath}/([^/]+)$`),
      handle: ({ params, query }) =>
        withMessage(params[0], (message) => ok(query.get('format') === 'metadata' ? box.metadata(message, query.getAll('metadataHeaders')) : box.full(message))),
    },
    {
      method: 'GET',
      pattern: new RegExp(`^${messagesPath}/([^/]+)/attachments/([^/]+)$`),
      handle: ({ params }) =>
        withMessage(params[0], () => {
          const content = box.issuedAttachments.get(params[1]!);
          return content ? ok({ attachmentId: params[1], size: content.length, data: content.toString('base64url') }) : notFound();
        }),
    },
    {
      method: 'POST',
      pattern: new RegExp(`^${messagesPath}/([^/]+)/modify$`),
      handle: ({ params, body }) =>
        withMessage(params[0], (message) => {
          const { addLabelIds = [], removeLabelIds = [] } = body as { addLabelIds?: string[]; removeLabelIds?: string[] };
          box.relabel(message, addLabelIds, removeLabelIds);
          return ok(box.envelope(message));
        }),
    },
    {
      method: 'POST',
      pattern: new RegExp(`^${messagesPath}/([^/]+)/trash$`),
      handle: ({ params }) =>
        withMessage(params[0], (message) => {
          box.relabel(message, ['TRASH'], ['INBOX']);
          return ok(box.envelope(message));
        }),
    },
    {
      method: 'POST',
      pattern: new RegExp(`^${messagesPath}/batchModify$`),
      handle: ({ body }) => {
        const { ids = [], addLabelIds = [], removeLabelIds = [] } = body as { ids?: string[]; addLabelIds?: string[]; removeLabelIds?: string[] };
        if (ids.length > 1000) return { status: 400, body: googleError(400, 'Too many ids') };
        for (const id of ids) {
          const message = find(id);
          if (message) box.relabel(message, addLabelIds, removeLabelIds);
        }
        return { status: 204 };
      },
    },
    {
      method: 'POST',
      pattern: new RegExp(`^${messagesPath}/send$`),
      handle: ({ body }) => {
        const { raw, threadId } = body as { raw: string; threadId?: string };
        box.sent.push({ raw, ...(threadId ? { threadId } : {}) });
        const message = box.add({ labelIds: ['SENT'], ...(threadId ? { threadId } : {}) });
        return ok({ id: message.id, threadId: message.threadId, labelIds: ['SENT'] });
      },
    },
    { method: 'GET', pattern: /^\/gmail\/v1\/users\/me\/labels$/, handle: () => ok({ labels: box.labels }) },
    {
      method: 'POST',
      pattern: /^\/gmail\/v1\/users\/me\/labels$/,
      handle: ({ body }) => {
        const { name } = body as { name: string };
        if (box.labels.some((label) => label.name.toLowerCase() === name.toLowerCase())) return { status: 409, body: googleError(409, 'Label name exists or conflicts') };
        return ok(box.addUserLabel(name));
      },
    },
    {
      method: 'GET',
      pattern: /^\/gmail\/v1\/users\/me\/labels\/([^/]+)$/,
      handle: ({ params }) => {
        const label = box.labels.find((candidate) => candidate.id === params[0]);
        return label ? ok({ ...label, ...labelCounts(label.id) }) : notFound();
      },
    },
    {
      method: 'GET',
      pattern: /^\/gmail\/v1\/users\/me\/history$/,
      handle: ({ query }) => {
        const start = Number(query.get('startHistoryId'));
        if (!Number.isFinite(start) || start < box.oldestHistoryId) return notFound();
        const label = query.get('labelId');
        const records = box.history.filter((record) => record.id > start && (!label || record.labelIds.includes(label)));
        const offset = Number(query.get('pageToken') ?? 0);
        const page = records.slice(offset, offset + box.historyPageSize);
        return ok({
          ...(page.length > 0
            ? { history: page.map((record) => ({ id: String(record.id), messages: [{ id: record.messageId }], messagesAdded: [{ message: { id: record.messageId, labelIds: record.labelIds } }] })) }
            : {}),
          ...(offset + box.historyPageSize < records.length ? { nextPageToken: String(offset + box.historyPageSize) } : {}),
          historyId: String(box.historyId),
        });
      },
    },
  ];
}
