import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbedder } from '../../../activities/knowledge/create-embedder';
import { startFakeOpenAi, TEST_AI_KEY, type RecordedRequest } from '../support/fake-openai';

/** A vector as OpenAI sends it for `encoding_format: "base64"` (which the SDK asks for): little-endian float32. */
function asBase64(vector: number[]): string {
  return Buffer.from(new Float32Array(vector).buffer).toString('base64');
}

/** OpenAI's documented /v1/embeddings reply: one `embedding` object per input, in input order by `index`. */
function embeddingsReply(request: RecordedRequest) {
  const input = request.body.input as string[];
  const encode = (vector: number[]) => (request.body.encoding_format === 'base64' ? asBase64(vector) : vector);
  return {
    status: 200,
    body: {
      object: 'list',
      data: input.map((text, index) => ({ object: 'embedding', index, embedding: encode(Array.from({ length: 384 }, (_, d) => (d === text.length % 384 ? 1 : 0))) })),
      model: 'text-embedding-3-small',
      usage: { prompt_tokens: input.length, total_tokens: input.length },
    },
  };
}

describe("the AI provider's embedding model (EMBEDDING_PROVIDER=openai)", () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  beforeAll(async () => {
    fake = await startFakeOpenAi(embeddingsReply);
  });
  afterAll(() => fake.close());

  const never = new Promise<string>(() => undefined);

  it('asks for 384-dimension vectors of the non-blank texts only, keeps their order, and names its model', async () => {
    const embedder = createEmbedder({ provider: 'openai', ai: { apiKey: TEST_AI_KEY, baseUrl: fake.baseUrl, model: 'gpt-4o-mini' }, modelsDir: never });
    const vectors = await embedder.embed(['a', '  ', 'abc']);
    expect(embedder.model).toBe('openai:text-embedding-3-small');
    expect(vectors[1]).toEqual([]);
    expect(vectors[0]!.indexOf(1)).toBe(1);
    expect(vectors[2]!.indexOf(1)).toBe(3);
    const request = fake.requests.at(-1)!;
    expect(request.path).toBe('/v1/embeddings');
    expect(request.body).toMatchObject({ model: 'text-embedding-3-small', input: ['a', 'abc'], dimensions: 384 });
    expect(request.headers.authorization).toBe(`Bearer ${TEST_AI_KEY}`);
  });

  it('falls back to the in-process model when no key is configured, whatever the setting says', () => {
    const embedder = createEmbedder({ provider: 'openai', ai: { apiKey: undefined, baseUrl: undefined, model: 'gpt-4o-mini' }, modelsDir: never });
    expect(embedder.model).toBe('bge-small-en-v1.5');
  });
});
