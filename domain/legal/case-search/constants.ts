import type { CaseLawResult } from '../types';

/** Seed 001 §9 "Legal research": the second service is asked only when the first returned fewer than this. */
export const CASE_SEARCH_MERGE_LIMIT = 5;
/** Seed 001 §9: results asked of each service. */
export const CASE_SEARCH_SOURCE_LIMIT = 10;
/** Seed 001 §9: the case cache holds up to 100 entries, the oldest evicted first. */
export const CASE_CACHE_SIZE = 100;
/** Results one search answers when the query does not say (the first service's default limit, seed 001 §7). */
export const CASE_SEARCH_DEFAULT_LIMIT = 10;
export const CASE_SEARCH_MAX_LIMIT = 20;
export const CASE_QUERY_MAX_LENGTH = 500;
/** Searches listed in the history by default. */
export const CASE_HISTORY_DEFAULT_LIMIT = 20;

/**
 * Seed 001 §8: when both services fail, the built-in sample list of 3 landmark Supreme Court cases.
 * Links go to CourtListener's pages for them.
 */
export const LANDMARK_CASES: readonly CaseLawResult[] = [
  {
    id: 'landmark:marbury-v-madison',
    name: 'Marbury v. Madison',
    citation: '5 U.S. 137',
    court: 'Supreme Court of the United States',
    date: '1803-02-24',
    summary: 'Established judicial review: it is emphatically the province and duty of the judicial department to say what the law is, and a law repugnant to the Constitution is void.',
    url: 'https://www.courtlistener.com/?q=%225%20U.S.%20137%22',
    relevance: 0,
    source: 'landmark',
  },
  {
    id: 'landmark:brown-v-board-of-education',
    name: 'Brown v. Board of Education',
    citation: '347 U.S. 483',
    court: 'Supreme Court of the United States',
    date: '1954-05-17',
    summary: 'Held that state laws establishing separate public schools for Black and white students violate the Equal Protection Clause: separate educational facilities are inherently unequal.',
    url: 'https://www.courtlistener.com/?q=%22347%20U.S.%20483%22',
    relevance: 0,
    source: 'landmark',
  },
  {
    id: 'landmark:miranda-v-arizona',
    name: 'Miranda v. Arizona',
    citation: '384 U.S. 436',
    court: 'Supreme Court of the United States',
    date: '1966-06-13',
    summary: 'Held that statements made in custodial interrogation are admissible only if the suspect was first told of the right to remain silent and the right to an attorney.',
    url: 'https://www.courtlistener.com/?q=%22384%20U.S.%20436%22',
    relevance: 0,
    source: 'landmark',
  },
];
