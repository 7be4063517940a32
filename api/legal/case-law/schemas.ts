import { Type } from 'typebox';
import { CASE_HISTORY_DEFAULT_LIMIT, CASE_QUERY_MAX_LENGTH, CASE_SEARCH_MAX_LIMIT } from '../../../domain/legal/case-search/constants';

const Id = Type.String({ format: 'uuid' });
const DateTime = Type.String({ format: 'date-time' });
const IsoDay = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'An ISO day, YYYY-MM-DD' });
const Outcome = Type.Unsafe<'answered' | 'failed' | 'skipped'>({ type: 'string', enum: ['answered', 'failed', 'skipped'] });

/** The case law result of seed 001 §3. */
export const CaseLawResultSchema = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 200 }),
  name: Type.String({ maxLength: 1000 }),
  citation: Type.String({ maxLength: 200 }),
  court: Type.String({ maxLength: 300 }),
  date: Type.String({ maxLength: 30 }),
  summary: Type.String({ maxLength: 5000 }),
  url: Type.String({ maxLength: 2000 }),
  relevance: Type.Number({ minimum: 0, maximum: 1 }),
  source: Type.Unsafe<'caselaw' | 'courtlistener' | 'landmark'>({ type: 'string', enum: ['caselaw', 'courtlistener', 'landmark'] }),
});

export const CaseSourcesSchema = Type.Object({ caselaw: Outcome, courtlistener: Outcome });

/** The case search query of seed 001 §3. */
export const CaseSearchBody = Type.Object(
  {
    query: Type.String({ minLength: 1, maxLength: CASE_QUERY_MAX_LENGTH }),
    jurisdiction: Type.Optional(Type.String({ maxLength: 100 })),
    court: Type.Optional(Type.String({ maxLength: 200 })),
    dateRange: Type.Optional(Type.Object({ start: Type.Optional(IsoDay), end: Type.Optional(IsoDay) }, { additionalProperties: false })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: CASE_SEARCH_MAX_LIMIT })),
  },
  { additionalProperties: false },
);

const StoredQuery = Type.Object({
  query: Type.String(),
  jurisdiction: Type.Optional(Type.String()),
  court: Type.Optional(Type.String()),
  dateRange: Type.Optional(Type.Object({ start: Type.Optional(Type.String()), end: Type.Optional(Type.String()) })),
  limit: Type.Optional(Type.Integer()),
});

export const CaseSearchReply = Type.Object({
  searchId: Id,
  results: Type.Array(CaseLawResultSchema),
  sources: CaseSourcesSchema,
  fallback: Type.Boolean({ description: 'Both services failed: the built-in landmark cases are shown' }),
});

export const SearchSummarySchema = Type.Object({ id: Id, query: StoredQuery, resultCount: Type.Integer(), sources: CaseSourcesSchema, fallback: Type.Boolean(), createdAt: DateTime });
export const SearchDetailSchema = Type.Object({ ...SearchSummarySchema.properties, results: Type.Array(CaseLawResultSchema) });

export const HistoryQuery = Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: CASE_HISTORY_DEFAULT_LIMIT })) }, { additionalProperties: false });
export const IdParams = Type.Object({ id: Id });

export const MatterSchema = Type.Object({ id: Id, name: Type.String(), client: Type.Union([Type.String(), Type.Null()]), number: Type.Union([Type.String(), Type.Null()]) });

export const SaveCaseBody = Type.Object(
  { case: CaseLawResultSchema, matterId: Type.Union([Id, Type.Null()]), note: Type.Optional(Type.String({ maxLength: 5000 })) },
  { additionalProperties: false },
);
export const SavedCaseSchema = Type.Object({
  id: Id,
  matterId: Type.Union([Id, Type.Null()]),
  matterName: Type.Union([Type.String(), Type.Null()]),
  case: CaseLawResultSchema,
  note: Type.String(),
  createdAt: DateTime,
});
export const SavedCasesQuery = Type.Object(
  { matterId: Type.Optional(Type.Union([Id, Type.Literal('none')], { description: "A matter's id, or 'none' for general research; absent: all" })) },
  { additionalProperties: false },
);
