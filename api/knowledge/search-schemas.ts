import { Type, type TSchema } from 'typebox';
import { MATCH_DOCUMENTS_DEFAULTS, SEARCH_BY_CONTENT_DEFAULTS, SEARCH_LIMITS } from '../../domain/knowledge/search-rules';

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Uuid = Type.String({ format: 'uuid' });

const Query = Type.String({ maxLength: SEARCH_LIMITS.queryCharacters, description: `What to search for, 1–${SEARCH_LIMITS.queryCharacters} characters, not blank; web-search syntax ("quoted phrase", or, -word) for the full-text side` });
const MatterId = Type.Optional(Type.String({ format: 'uuid', description: "The matter to search inside; without it only documents outside every matter are searched" }));
const FolderId = Type.Optional(Type.String({ format: 'uuid', description: 'Narrow to this folder and its subfolders (inside the matter named, if any)' }));
const Threshold = (fallback: number, description: string) => Type.Optional(Type.Number({ minimum: 0, maximum: 1, default: fallback, description }));

export const HighlightSpanSchema = Type.Object({ start: Type.Integer(), end: Type.Integer() }, { description: 'Offsets into the hit text' });

export const SearchHitSchema = Type.Object({
  documentId: Type.String(),
  documentTitle: Type.String(),
  matterId: nullable(Type.String()),
  chunkId: Type.String(),
  page: nullable(Type.Integer()),
  headingPath: Type.Array(Type.String()),
  charStart: Type.Integer(),
  charEnd: Type.Integer(),
  text: Type.String(),
  highlights: Type.Array(HighlightSpanSchema),
  score: Type.Number({ description: 'Reciprocal-rank-fusion score; higher is better' }),
  similarity: nullable(Type.Number({ description: 'Cosine similarity to the query' })),
});

export const SearchBody = Type.Object(
  {
    query: Query,
    matterId: MatterId,
    folderId: FolderId,
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: SEARCH_LIMITS.maxHits, default: SEARCH_LIMITS.defaultHits })),
  },
  { additionalProperties: false },
);
export const SearchReply = Type.Object({ hits: Type.Array(SearchHitSchema), model: Type.String({ description: 'The embedding model the search compared with' }) });

export const MatchDocumentsBody = Type.Object(
  {
    query: Query,
    matchThreshold: Threshold(MATCH_DOCUMENTS_DEFAULTS.threshold, 'Least cosine similarity of a document’s best passage'),
    matchCount: Type.Optional(Type.Integer({ minimum: 1, maximum: SEARCH_LIMITS.maxMatchCount, default: MATCH_DOCUMENTS_DEFAULTS.count })),
    matterId: MatterId,
    folderId: FolderId,
  },
  { additionalProperties: false },
);
export const MatchDocumentsReply = Type.Object({
  documents: Type.Array(Type.Object({ id: Type.String(), title: Type.String(), similarity: Type.Number() })),
});

export const SearchByContentBody = Type.Object(
  {
    query: Query,
    threshold: Threshold(SEARCH_BY_CONTENT_DEFAULTS.threshold, 'Least cosine similarity of a passage handed over'),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: SEARCH_LIMITS.maxContentDocuments, default: SEARCH_BY_CONTENT_DEFAULTS.limit })),
    matterId: MatterId,
    folderId: FolderId,
  },
  { additionalProperties: false },
);
export const SearchByContentReply = Type.Object({
  documents: Type.Array(Type.Object({ id: Type.String(), title: Type.String(), similarity: Type.Number(), passages: Type.Array(SearchHitSchema) })),
});

export const UsesQuery = Type.Object({ matterId: MatterId }, { additionalProperties: false });
export const UsesReply = Type.Object({
  uses: Type.Array(
    Type.Object({
      id: Type.String(),
      documentId: Type.String(),
      documentName: Type.String(),
      matterId: nullable(Type.String()),
      chunkIds: Type.Array(Uuid),
      purpose: Type.String(),
      query: Type.String(),
      createdAt: Type.String({ format: 'date-time' }),
    }),
  ),
});
