import type { SearchObject } from 'imapflow';
import { MAIL_PAGE_SIZE_SERVICE, type MessageListPage, type MessageListQuery } from '../../../domain/mail/types';
import { MailProviderError } from '../provider';
import { mailboxLabelOf, type ImapContext } from './context';
import { mailboxLabelId, parseLabelId } from './label-ids';
import { ALL_FOLDERS, isEmptySearch, parseMailSearch } from '../../../domain/mail/search-query';
import { isFolderKey } from './mailboxes';
import { SUMMARY_FETCH_QUERY, toSummary } from './summary';

const MAX_PAGE_SIZE = 100;

/** Position in a listing: the page continues below this UID of this mailbox incarnation. */
interface PagePosition {
  mailbox: string;
  uidValidity: string;
  beforeUid: number;
}

/** Newest first (highest UID first), one page at a time; search runs on the server (IMAP SEARCH). */
export async function listMessages(context: ImapContext, query: MessageListQuery): Promise<MessageListPage> {
  if (query.folderId === ALL_FOLDERS && !query.labelId) return searchEveryFolder(context, query);
  const scope = await resolveScope(context, query);
  if (!scope.path) return { messages: [], nextPageToken: null, resultSizeEstimate: 0 };
  const path = scope.path;
  const pageSize = Math.min(Math.max(1, Math.floor(query.pageSize) || MAIL_PAGE_SIZE_SERVICE), MAX_PAGE_SIZE);
  const mailboxLabel = await mailboxLabelOf(context, path);

  return context.connection.inMailbox(path, async (client, mailbox) => {
    const position = query.pageToken ? decodePageToken(query.pageToken) : null;
    const uidValidity = String(mailbox.uidValidity);
    if (position && (position.mailbox !== path || position.uidValidity !== uidValidity)) {
      throw new MailProviderError('The message list changed on the server; reload it from the first page.', 409, false);
    }
    const matches = ((await client.search(criteria(query, scope.filter), { uid: true })) || []).sort((a, b) => b - a);
    const remaining = position ? matches.filter((uid) => uid < position.beforeUid) : matches;
    const pageUids = remaining.slice(0, pageSize);
    const fetched = pageUids.length ? await client.fetchAll(pageUids.join(','), SUMMARY_FETCH_QUERY, { uid: true }) : [];
    fetched.sort((a, b) => b.uid - a.uid);
    const messages = await Promise.all(fetched.map((message) => toSummary(message, { mailbox: path, uidValidity }, mailboxLabel)));
    const lastUid = pageUids.at(-1);
    const nextPageToken = remaining.length > pageUids.length && lastUid ? encodePageToken({ mailbox: path, uidValidity, beforeUid: lastUid }) : null;
    return { messages, nextPageToken, resultSizeEstimate: matches.length };
  });
}

/** Which mailbox to list, and what a keyword or flag label adds to the search. A missing system folder lists as empty. */
async function resolveScope(context: ImapContext, query: MessageListQuery): Promise<{ path: string | null; filter: SearchObject }> {
  const label = query.labelId ? parseLabelId(query.labelId) : null;
  if (label?.kind === 'mailbox') return { path: label.path, filter: {} };
  if (label?.kind === 'folder') return { path: await context.directory.pathOf(label.folder), filter: {} };
  const folderId = query.folderId ?? 'INBOX';
  if (!isFolderKey(folderId)) throw new MailProviderError(`Unknown folder "${folderId}".`, 404, false);
  const path = await context.directory.pathOf(folderId);
  if (label?.kind === 'keyword') return { path, filter: { keyword: label.keyword } };
  if (label?.kind === 'flag') return { path, filter: flagFilter(label.flag, label.setMeansRemove) };
  return { path, filter: {} };
}

function flagFilter(flag: string, setMeansRemove: boolean): SearchObject {
  if (flag === '\\Seen') return { seen: !setMeansRemove };
  if (flag === '\\Flagged') return { flagged: true };
  return { keyword: flag };
}

function criteria(query: MessageListQuery, filter: SearchObject): SearchObject {
  const search: SearchObject = { deleted: false, ...filter };
  const parsed = parseMailSearch(query.search ?? '');
  if (isEmptySearch(parsed)) return search;
  // IMAP SEARCH ANDs the keys of one criteria object: one value per field, free words as one phrase.
  const words = parsed.words.join(' ');
  return {
    ...search,
    ...(parsed.from[0] ? { from: parsed.from[0] } : {}),
    ...(parsed.to[0] ? { to: parsed.to[0] } : {}),
    ...(parsed.subject[0] ? { subject: parsed.subject[0] } : {}),
    ...(words ? { or: [{ subject: words }, { from: words }, { body: words }] } : {}),
  };
}

/**
 * A search of every folder: the server's All Mail folder when it has one (\All, e.g. Gmail over IMAP),
 * else Inbox, Sent, Archive, Drafts, Spam and Trash, each searched and merged newest first (one page).
 */
async function searchEveryFolder(context: ImapContext, query: MessageListQuery): Promise<MessageListPage> {
  const { folderId: _everywhere, pageToken, ...rest } = query;
  const all = (await context.directory.list()).find((entry) => entry.specialUse === '\\All');
  if (all) return listMessages(context, { ...rest, ...(pageToken ? { pageToken } : {}), labelId: mailboxLabelId(all.path) });
  const pageSize = Math.min(Math.max(1, Math.floor(query.pageSize) || MAIL_PAGE_SIZE_SERVICE), MAX_PAGE_SIZE);
  const pages: MessageListPage[] = [];
  for (const folder of ['INBOX', 'SENT', 'ARCHIVE', 'DRAFT', 'SPAM', 'TRASH'] as const) {
    if (!(await context.directory.pathOf(folder))) continue;
    pages.push(await listMessages(context, { ...rest, folderId: folder, pageSize }));
  }
  const messages = pages.flatMap((page) => page.messages).sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
  return { messages: messages.slice(0, pageSize), nextPageToken: null, resultSizeEstimate: pages.reduce((sum, page) => sum + page.resultSizeEstimate, 0) };
}

function encodePageToken(position: PagePosition): string {
  return Buffer.from(JSON.stringify([position.mailbox, position.uidValidity, position.beforeUid])).toString('base64url');
}

function decodePageToken(token: string): PagePosition {
  try {
    const [mailbox, uidValidity, beforeUid] = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as unknown[];
    if (typeof mailbox === 'string' && typeof uidValidity === 'string' && Number.isInteger(beforeUid)) return { mailbox, uidValidity, beforeUid: beforeUid as number };
  } catch {
    // falls through to the error below
  }
  throw new MailProviderError('Invalid page token.', 400, false);
}
