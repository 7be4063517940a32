import { sql, type RawBuilder } from 'kysely';
import type { SearchQuery } from '../../domain/search/query';

/**
 * The searchable text of each table, exactly as the GIN indexes of migration 2026_12_01_0001 hold it
 * (tests/integration/search checks the planner can use each index with these expressions).
 */
export const SEARCH_DOCUMENTS = {
  demo_messages: `subject || ' ' || from_address || ' ' || snippet`,
  email_analyses: `summary`,
  calendar_events: `title || ' ' || description || ' ' || coalesce(location, '') || ' ' || coalesce(case_number, '') || ' ' || coalesce(hearing_type, '') || ' ' || coalesce(judge, '')`,
  tasks: `title || ' ' || description`,
  automations: `name || ' ' || description`,
  knowledge_documents: `name || ' ' || left(content, 100000)`,
  conversations: `title`,
  chat_messages: `left(content, 100000)`,
  notebooks: `title || ' ' || description`,
  notebook_blocks: `left(plain_text, 100000)`,
} as const;

export type SearchTable = keyof typeof SEARCH_DOCUMENTS;

/** English stems for whole words, the plain words for prefixes. */
export const searchVector = (table: SearchTable): RawBuilder<unknown> => {
  const document = SEARCH_DOCUMENTS[table];
  return sql.raw(`(to_tsvector('english'::regconfig, ${document}) || to_tsvector('simple'::regconfig, ${document}))`);
};

/** Ranking reads at most the first few thousand characters of long texts (computing the whole vector of every hit is what makes a search slow). */
const RANK_DOCUMENTS: Partial<Record<SearchTable, string>> = {
  knowledge_documents: `name || ' ' || left(content, 1500)`,
  chat_messages: `left(content, 1500)`,
  notebook_blocks: `left(plain_text, 1500)`,
};

export const rankVector = (table: SearchTable): RawBuilder<unknown> => {
  const document = RANK_DOCUMENTS[table] ?? SEARCH_DOCUMENTS[table];
  return sql.raw(`(to_tsvector('english'::regconfig, ${document}) || to_tsvector('simple'::regconfig, ${document}))`);
};

/** How many of the person's most recent matches of a kind are ranked. */
export const SEARCH_CANDIDATES = 100;

export function searchTsQuery(query: SearchQuery): RawBuilder<unknown> {
  const words = sql`websearch_to_tsquery('english'::regconfig, ${query.websearch})`;
  return query.prefix ? sql`(${words} && to_tsquery('simple'::regconfig, ${query.prefix}))` : words;
}

/** A short piece of `text` around the matched words (plain text; no markup). */
export function snippetOf(text: RawBuilder<unknown>, query: SearchQuery): RawBuilder<string> {
  return sql<string>`ts_headline('english'::regconfig, left(${text}, 4000), websearch_to_tsquery('english'::regconfig, ${query.highlight}), 'MaxWords=18, MinWords=8, MaxFragments=1, StartSel="", StopSel="", FragmentDelimiter=" … "')`;
}
