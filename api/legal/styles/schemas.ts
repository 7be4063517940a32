import { Type } from 'typebox';
import { ErrorReply, commonErrors } from '../../schemas/common';

const Id = Type.String({ format: 'uuid' });

/** Seed 001 §3 style characteristics. */
export const StyleCharacteristicsSchema = Type.Object({
  averageSentenceLength: Type.Number({ description: 'Words per sentence' }),
  sentenceLengthVariation: Type.Number({ description: 'Standard deviation of sentence length, in words' }),
  complexSentenceRatio: Type.Number({ description: 'Share of sentences with a subordinate clause' }),
  vocabularyDiversity: Type.Number({ description: 'Distinct words over words' }),
  formalityScore: Type.Number({ minimum: 0, maximum: 1 }),
  technicalTermFrequency: Type.Number({ description: 'Per word' }),
  passiveVoiceFrequency: Type.Number({ description: 'Share of sentences with a passive construction' }),
  firstPersonFrequency: Type.Number({ description: 'Per word' }),
  thirdPersonFrequency: Type.Number({ description: 'Per word' }),
  citationFrequency: Type.Number({ description: 'Citations per word' }),
  legalPhraseFrequency: Type.Number({ description: 'Per word' }),
  argumentStructure: Type.Object({ usesIRACMethod: Type.Boolean(), usesPARCMethod: Type.Boolean() }),
  topWords: Type.Array(Type.Object({ word: Type.String(), count: Type.Integer() })),
  topPhrases: Type.Array(Type.Object({ phrase: Type.String(), count: Type.Integer() })),
  transitionPhrases: Type.Array(Type.Object({ phrase: Type.String(), count: Type.Integer() })),
});

const Text = Type.String({ minLength: 1, maxLength: 200_000 });

export const AnalyzeBody = Type.Object({ text: Text });
export const AnalyzeReply = Type.Object({
  characteristics: StyleCharacteristicsSchema,
  guidelines: Type.String({ description: 'The style as sentences for a drafting prompt, one a line' }),
  formality: Type.Union([Type.Literal('highly formal'), Type.Literal('moderately formal'), Type.Literal('casual')]),
});

export const StyleSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  characteristics: StyleCharacteristicsSchema,
  sampleText: Type.String(),
  createdAt: Type.String(),
});

export const CreateStyleBody = Type.Object({ name: Type.String({ minLength: 1, maxLength: 200 }), sampleText: Text });
export const StyleReply = Type.Object({ style: StyleSchema });
export const StylesReply = Type.Object({ styles: Type.Array(StyleSchema) });
export const StyleParams = Type.Object({ id: Id });

export const styleErrors = { ...commonErrors, 400: { ...ErrorReply, description: "The text is too short for style analysis (seed 001 §8's message)" } } as const;
