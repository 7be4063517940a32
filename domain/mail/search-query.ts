/**
 * The mail search box's little language, as Gmail reads it: `from:`, `to:`, `subject:` and free words;
 * a value may be quoted (`subject:"rent due"`). Providers without Gmail's search apply the parsed parts.
 */
export interface MailSearch {
  from: string[];
  to: string[];
  subject: string[];
  /** Free words and phrases, each matched anywhere (subject, sender, text). */
  words: string[];
}

/** The folder id that searches every folder of the account. */
export const ALL_FOLDERS = 'ALL';
/** The folder id of archived mail (seed 000 §9: archive → all mail). */
export const ARCHIVE_FOLDER = 'ARCHIVE';

const TOKEN = /(?:(from|to|subject):)?(?:"([^"]*)"|(\S+))/gi;

export function parseMailSearch(query: string): MailSearch {
  const search: MailSearch = { from: [], to: [], subject: [], words: [] };
  for (const match of query.matchAll(TOKEN)) {
    const field = match[1]?.toLowerCase() as 'from' | 'to' | 'subject' | undefined;
    const value = (match[2] ?? match[3] ?? '').trim();
    if (!value) continue;
    if (field) search[field].push(value);
    else search.words.push(value);
  }
  return search;
}

export const isEmptySearch = (search: MailSearch) => search.from.length + search.to.length + search.subject.length + search.words.length === 0;
