import { Type, type TSchema } from 'typebox';

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const literals = <const T extends readonly string[]>(values: T) => Type.Unsafe<T[number]>({ type: 'string', enum: [...values] });

/** The longest text the citation routes take (characters). */
export const CITATION_TEXT_MAX = 200_000;

export const CITATION_KINDS = ['case', 'short_case', 'id', 'supra', 'statute', 'regulation', 'wcab', 'case_name'] as const;
export const CITATION_STATES = ['verified', 'ambiguous', 'not_found', 'invalid_reporter', 'in_firm_documents', 'unverified'] as const;

const Parts = Type.Object({
  volume: Type.Optional(Type.String()),
  reporter: Type.Optional(Type.String()),
  page: Type.Optional(Type.String()),
  pinpoint: Type.Optional(Type.String()),
  year: Type.Optional(Type.String()),
  caseName: Type.Optional(Type.String()),
  code: Type.Optional(Type.String()),
  title: Type.Optional(Type.String()),
  section: Type.Optional(Type.String()),
  subdivision: Type.Optional(Type.String()),
});

const foundFields = {
  text: Type.String(),
  kind: literals(CITATION_KINDS),
  start: Type.Integer({ description: 'UTF-16 offset of the first character' }),
  end: Type.Integer({ description: 'UTF-16 offset after the last character' }),
  normalized: Type.String(),
  parts: Parts,
  antecedent: Type.Optional(Type.Integer({ description: 'For a short form: the index of the citation it refers to' })),
};

export const FoundCitationSchema = Type.Object(foundFields);

export const CheckedCitationSchema = Type.Object({
  ...foundFields,
  state: literals(CITATION_STATES),
  source: nullable(literals(['courtlistener', 'firm_documents'] as const)),
  url: nullable(Type.String()),
  detail: Type.Object({
    message: Type.String(),
    caseName: Type.Optional(Type.String()),
    documentId: Type.Optional(Type.String()),
    documentTitle: Type.Optional(Type.String()),
    candidates: Type.Optional(Type.Array(Type.Object({ name: Type.String(), url: Type.String() }))),
  }),
});

export const CitationTextBody = Type.Object({ text: Type.String({ maxLength: CITATION_TEXT_MAX }) }, { additionalProperties: false });
export const CitationCheckBody = Type.Object(
  {
    text: Type.String({ maxLength: CITATION_TEXT_MAX }),
    matterId: Type.Optional(Type.String({ format: 'uuid', description: "The matter whose documents may confirm a citation; without it, only documents outside matters are read" })),
  },
  { additionalProperties: false },
);
export const ExtractReply = Type.Object({ citations: Type.Array(FoundCitationSchema) });
export const CheckReply = Type.Object({ citations: Type.Array(CheckedCitationSchema) });
