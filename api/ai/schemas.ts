/** TypeBox schemas of the AI service routes (seed 001 §5, §7, §9). */
import { Type } from 'typebox';
import { ANALYSIS_TYPES, MAX_TOPIC_COUNT, SENTIMENT_LABELS } from '../../domain/ai/text-analysis';

/** Longer texts are accepted and cut per purpose before they are sent (seed 001 §9). */
const Text = Type.String({ maxLength: 200_000 });

export const GenerateTextBody = Type.Object(
  {
    prompt: Type.String({ maxLength: 100_000 }),
    options: Type.Optional(
      Type.Object(
        {
          maxTokens: Type.Optional(Type.Integer({ minimum: 1, maximum: 32_000, description: 'Default 2048' })),
          temperature: Type.Optional(Type.Number({ minimum: 0, maximum: 2, description: 'Default 0.7' })),
          topP: Type.Optional(Type.Number({ minimum: 0, maximum: 1, description: 'Default 0.95' })),
          systemPrompt: Type.Optional(Type.String({ maxLength: 20_000 })),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export const GenerateTextReply = Type.Object({ generatedText: Type.String() });

export const AnalyzeBody = Type.Object(
  { text: Text, type: Type.String({ maxLength: 100, description: `One of ${ANALYSIS_TYPES.join(', ')}; any other gives 'Unsupported analysis type'` }) },
  { additionalProperties: false },
);
export const AnalyzeReply = Type.Union([
  Type.Object({ type: Type.Literal('summary'), summary: Type.String() }),
  Type.Object({
    type: Type.Literal('sentiment'),
    sentiment: Type.Unsafe<(typeof SENTIMENT_LABELS)[number]>({ type: 'string', enum: [...SENTIMENT_LABELS] }),
    score: Type.Number({ description: 'From -1 (most negative) to 1 (most positive)' }),
    explanation: Type.String(),
  }),
  Type.Object({ type: Type.Literal('keywords'), keywords: Type.Array(Type.String()) }),
]);

export const TagsBody = Type.Object({ text: Text }, { additionalProperties: false });
export const TagsReply = Type.Object({ tags: Type.Array(Type.String(), { minItems: 5, maxItems: 10 }) });

export const TopicsBody = Type.Object(
  { text: Text, count: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_TOPIC_COUNT, description: 'Default 5' })) },
  { additionalProperties: false },
);
export const TopicsReply = Type.Object({ topics: Type.Array(Type.String()) });
