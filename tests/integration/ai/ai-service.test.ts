import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiKeyStatus, createAiClient } from '../../../activities/ai/ai-config';
import { requireAiModel } from '../../../api/ai/ai-errors';
import { HttpError } from '../../../api/http-error';
import { aiSetupLine } from '../../../api/runtime/ai-key-notice';
import { startFakeOpenAi, TEST_AI_KEY, type RecordedRequest, type ScriptedReply } from '../support/fake-openai';
import { createTestApp, signUpUser, type TestApp } from '../support/test-app';

type Message = { role: string; content: string };
const messagesOf = (request: RecordedRequest) => request.body.messages as Message[];
const userText = (request: RecordedRequest) => messagesOf(request).find((m) => m.role === 'user')?.content ?? '';
const systemText = (request: RecordedRequest) => messagesOf(request).find((m) => m.role === 'system')?.content ?? '';
const jsonReply = (value: unknown): ScriptedReply => ({ status: 200, content: JSON.stringify(value) });

/** A model that answers by what it is asked: the prompt's first word picks the behaviour of generate-text. */
function model(request: RecordedRequest, index: number): ScriptedReply {
  const text = userText(request);
  const format = request.body.response_format as { json_schema?: { name: string } } | undefined;
  switch (format?.json_schema?.name) {
    case 'summary':
      return text.startsWith('BROKEN') ? { status: 200, content: 'Here is your summary: it is a lease.' } : jsonReply({ summary: 'A lease for the office.' });
    case 'sentiment':
      return jsonReply({ sentiment: 'negative', score: -0.7, explanation: 'The client is unhappy.' });
    case 'keywords':
      return jsonReply({ keywords: ['lease', 'rent', 'Lease'] });
    case 'tags':
      return text.startsWith('FEW') ? jsonReply({ tags: ['one', 'two'] }) : jsonReply({ tags: Array.from({ length: 12 }, (_, i) => `tag ${i + 1}`) });
    case 'topics':
      return jsonReply({ topics: ['rent', 'repairs', 'term', 'deposit', 'notice', 'renewal', 'pets'] });
  }
  if (text.startsWith('RATE')) return index % 2 === 0 ? { status: 429, headers: { 'retry-after': '0.05' } } : { status: 200, content: 'After the wait.' };
  if (text.startsWith('FAIL')) return { status: 500, body: { error: { message: 'upstream exploded' } } };
  if (text.startsWith('LIMIT')) return { status: 429, headers: { 'retry-after': '0.01' } };
  return { status: 200, content: `Echo: ${text}` };
}

describe('the AI service routes (seed 001 §5, §7, §8, §9)', () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    fake = await startFakeOpenAi(model);
    t = await createTestApp({ ai: { apiKey: TEST_AI_KEY, baseUrl: fake.baseUrl, model: 'fake-model' } });
    cookie = (await signUpUser(t.app)).cookie;
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, headers: { cookie }, payload: payload as Record<string, unknown> });
  const last = () => fake.requests.at(-1)!;

  it('generate-text replies with generatedText, asked with the defaults 2048 tokens, temperature 0.7, top-p 0.95', async () => {
    const response = await post('/api/ai/generate-text', { prompt: 'Hello there' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ generatedText: 'Echo: Hello there' });
    expect(last().body).toMatchObject({ model: 'fake-model', max_tokens: 2048, temperature: 0.7, top_p: 0.95 });
    expect(messagesOf(last())).toEqual([{ role: 'user', content: 'Hello there' }]);
    expect(last().headers.authorization).toBe(`Bearer ${TEST_AI_KEY}`);
  });

  it("generate-text takes the caller's options and system prompt", async () => {
    const response = await post('/api/ai/generate-text', { prompt: 'Hi', options: { maxTokens: 50, temperature: 0.1, topP: 0.5, systemPrompt: 'Be brief.' } });
    expect(response.statusCode).toBe(200);
    expect(last().body).toMatchObject({ max_tokens: 50, temperature: 0.1, top_p: 0.5 });
    expect(messagesOf(last())).toEqual([
      { role: 'system', content: 'Be brief.' },
      { role: 'user', content: 'Hi' },
    ]);
  });

  it('waits out a 429 for the seconds the server suggests, then answers', async () => {
    const before = fake.requests.length;
    const response = await post('/api/ai/generate-text', { prompt: 'RATE please' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ generatedText: 'After the wait.' });
    const calls = fake.requests.slice(before);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.at - calls[0]!.at).toBeGreaterThanOrEqual(45);
  });

  it("after 3 retries of 429s, and on a provider failure, says the spec's 'Text generation service not configured or all methods failed.'", async () => {
    const before = fake.requests.length;
    const limited = await post('/api/ai/generate-text', { prompt: 'LIMIT forever' });
    expect(fake.requests.length - before).toBe(4);
    expect(limited.statusCode).toBe(503);
    expect(limited.json().error.code).toBe('ai_generation_failed');
    expect(limited.json().error.message).toMatch(/^Text generation service not configured or all methods failed\. /);
    const failed = await post('/api/ai/generate-text', { prompt: 'FAIL now' });
    expect(failed.statusCode).toBe(503);
    expect(failed.json().error.message).not.toContain('upstream exploded');
  });

  it('refuses a blank prompt', async () => {
    const response = await post('/api/ai/generate-text', { prompt: '   ' });
    expect(response.statusCode).toBe(400);
  });

  it("analyze answers 'Unsupported analysis type' for a type other than summary, sentiment or keywords, without calling the model", async () => {
    const before = fake.requests.length;
    const response = await post('/api/ai/analyze', { text: 'Some text', type: 'poetry' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'unsupported_analysis_type', message: 'Unsupported analysis type' } });
    expect(fake.requests.length).toBe(before);
  });

  it('analyze sends a summary 10000 characters of the text, as structured JSON output', async () => {
    const text = 'a'.repeat(10_000) + 'b'.repeat(2_000);
    const response = await post('/api/ai/analyze', { text, type: 'summary' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ type: 'summary', summary: 'A lease for the office.' });
    expect(userText(last())).toBe('a'.repeat(10_000));
    expect(last().body).toMatchObject({ max_tokens: 2048, temperature: 0.7, top_p: 0.95, response_format: { type: 'json_schema' } });
  });

  it('analyze sends sentiment 5000 characters and keywords 5000, and returns checked answers', async () => {
    const text = 'c'.repeat(7_000);
    const sentiment = await post('/api/ai/analyze', { text, type: 'sentiment' });
    expect(sentiment.json()).toEqual({ type: 'sentiment', sentiment: 'negative', score: -0.7, explanation: 'The client is unhappy.' });
    expect(userText(last())).toHaveLength(5_000);
    const keywords = await post('/api/ai/analyze', { text, type: 'keywords' });
    expect(keywords.json()).toEqual({ type: 'keywords', keywords: ['lease', 'rent'] });
    expect(userText(last())).toHaveLength(5_000);
  });

  it('a model answer that is not the JSON asked for is a 502 with a clear text', async () => {
    const response = await post('/api/ai/analyze', { text: 'BROKEN answer please', type: 'summary' });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ error: { code: 'ai_invalid_data', message: 'The AI service returned invalid data for the summary.' } });
  });

  it('tags: 5000 characters sent, at most 10 tags kept, fewer than 5 refused', async () => {
    const response = await post('/api/ai/tags', { text: 'd'.repeat(6_000) });
    expect(response.statusCode).toBe(200);
    expect(response.json().tags).toHaveLength(10);
    expect(userText(last())).toHaveLength(5_000);
    expect(systemText(last())).toContain('5 to 10');
    const few = await post('/api/ai/tags', { text: 'FEW tags here' });
    expect(few.statusCode).toBe(502);
    expect(few.json().error.message).toBe('The AI service returned invalid data for the tags.');
  });

  it('topics: 10000 characters sent, 5 topics by default or the count asked', async () => {
    const response = await post('/api/ai/topics', { text: 'e'.repeat(11_000) });
    expect(response.statusCode).toBe(200);
    expect(response.json().topics).toEqual(['rent', 'repairs', 'term', 'deposit', 'notice']);
    expect(userText(last())).toHaveLength(10_000);
    expect(systemText(last())).toContain('the 5 main topics');
    const three = await post('/api/ai/topics', { text: 'A lease.', count: 3 });
    expect(three.json().topics).toHaveLength(3);
  });

  it('needs a signed-in user', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/ai/generate-text', payload: { prompt: 'hi' } });
    expect(response.statusCode).toBe(401);
  });
});

describe('the AI service without a usable key', () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  const apps: TestApp[] = [];
  beforeAll(async () => {
    fake = await startFakeOpenAi([{ status: 200, content: 'should never be asked' }]);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await fake?.close();
  });

  async function ask(apiKey: string | undefined) {
    const t = await createTestApp({ ai: { apiKey, baseUrl: fake.baseUrl, model: 'fake-model' } });
    apps.push(t);
    const { cookie } = await signUpUser(t.app);
    const post = (url: string, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
    return Promise.all([
      post('/api/ai/generate-text', { prompt: 'hi' }),
      post('/api/ai/analyze', { text: 'hi', type: 'summary' }),
      post('/api/ai/tags', { text: 'hi' }),
      post('/api/ai/topics', { text: 'hi' }),
    ]);
  }

  it("answers 503 with 'Gemini API key is missing.' and a plain sentence when no key is set", async () => {
    for (const response of await ask(undefined)) {
      expect(response.statusCode).toBe(503);
      expect(response.json().error.code).toBe('ai_key_missing');
      expect(response.json().error.message).toMatch(/^Gemini API key is missing\. No AI key is set up: add OPENAI_API_KEY/);
    }
  });

  it('answers 503 for a key that fails the checks (here too short), with the plain reason, and never calls the provider', () => {
    // The routes refuse through requireAiModel before anything is sent; a whole app per bad key would cost a database each.
    const refusal = (() => {
      try {
        requireAiModel({ apiKey: 'test-key', baseUrl: fake.baseUrl, model: 'fake-model' });
      } catch (error) {
        return error as HttpError;
      }
      throw new Error('a short key was accepted');
    })();
    expect(refusal).toBeInstanceOf(HttpError);
    expect(refusal).toMatchObject({ statusCode: 503, code: 'ai_key_invalid' });
    expect(refusal.message).toMatch(/^AIService not initialized\. The AI key is too short .*at least 30 characters/);
    expect(fake.requests).toHaveLength(0);
  });

  it('says once at start what the AI setup is, and why a key that fails the checks does not start the service', () => {
    expect(aiSetupLine({ apiKey: TEST_AI_KEY, baseUrl: fake.baseUrl, model: 'fake-model' })).toBe(`AI: fake-model at ${fake.baseUrl}`);
    expect(aiSetupLine({ apiKey: undefined, baseUrl: undefined, model: 'gpt-4o-mini' })).toMatch(/^AI: no key is set up \(OPENAI_API_KEY\)/);
    expect(aiSetupLine({ apiKey: 'sk-...', baseUrl: undefined, model: 'gpt-4o-mini' })).toMatch(/cannot be used, so the AI service is not started\. The AI key is still the example value/);
  });

  it('reports the key status for other areas: usable, or the plain reason with the spec text', () => {
    expect(aiKeyStatus({ apiKey: TEST_AI_KEY })).toEqual({ usable: true });
    expect(aiKeyStatus({ apiKey: undefined })).toMatchObject({ usable: false, specText: 'Gemini API key is missing.' });
    expect(aiKeyStatus({ apiKey: 'your_openai_api_key_here' })).toMatchObject({ usable: false, reason: expect.stringMatching(/example value/) });
    expect(aiKeyStatus({ apiKey: TEST_AI_KEY, keyPrefix: 'gsk_' })).toMatchObject({ usable: false, reason: expect.stringMatching(/does not start with "gsk_"/) });
    expect(createAiClient({ apiKey: TEST_AI_KEY, keyPrefix: 'gsk_', baseUrl: fake.baseUrl, model: 'm' })).toBeNull();
    expect(createAiClient({ apiKey: TEST_AI_KEY, keyPrefix: 'sk-', baseUrl: fake.baseUrl, model: 'm' })).not.toBeNull();
  });
});
