import { Type } from 'typebox';
import { SEARCH_KINDS, SEARCH_LIMIT_DEFAULT, SEARCH_LIMIT_MAX, SEARCH_QUERY_MAX } from '../../domain/search/query';

const Kind = Type.Unsafe<(typeof SEARCH_KINDS)[number]>({ type: 'string', enum: [...SEARCH_KINDS] });

export const SearchQuerystring = Type.Object(
  {
    q: Type.String({ minLength: 1, maxLength: SEARCH_QUERY_MAX, description: 'What to look for; the last word matches as a prefix while it is being typed' }),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: SEARCH_LIMIT_MAX, default: SEARCH_LIMIT_DEFAULT, description: 'Most results per kind' })),
  },
  { additionalProperties: false },
);

export const SearchReply = Type.Object({
  query: Type.String(),
  groups: Type.Array(
    Type.Object({
      kind: Kind,
      label: Type.String(),
      items: Type.Array(
        Type.Object({
          kind: Kind,
          id: Type.String(),
          title: Type.String(),
          snippet: Type.String(),
          href: Type.String({ description: 'Where the item opens in the workspace' }),
          date: Type.Union([Type.String(), Type.Null()]),
        }),
      ),
    }),
  ),
});
