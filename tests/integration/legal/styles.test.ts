import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyseStyle } from '../../../domain/legal/style/analyse';
import { createTestApp, signUpUser, type TestApp } from '../support/test-app';

const ORIGIN = 'http://127.0.0.1:3000';

const SAMPLE =
  'The petition was filed on time. We believe the Board erred because the record lacks substantial evidence. Pursuant to the statute, the award must be rescinded. Therefore, we ask for reconsideration.';

function client(app: FastifyInstance, cookie: string) {
  return (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, headers: { cookie, origin: ORIGIN }, ...(payload === undefined ? (method === 'GET' ? {} : { payload: {} }) : { payload }) });
}

describe('writing styles API', () => {
  let test: TestApp;
  let call: ReturnType<typeof client>;
  let other: ReturnType<typeof client>;

  beforeAll(async () => {
    test = await createTestApp();
    call = client(test.app, (await signUpUser(test.app)).cookie);
    other = client(test.app, (await signUpUser(test.app)).cookie);
  });
  afterAll(async () => test?.close());

  it('analyses a text: every characteristic, the guidelines and the formality label', async () => {
    const response = await call('POST', '/api/legal/styles/analyze', { text: SAMPLE });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.characteristics).toEqual(analyseStyle(SAMPLE));
    expect(body.characteristics.passiveVoiceFrequency).toBe(0.5);
    expect(body.formality).toBe('highly formal');
    expect(body.guidelines.split('\n')).toContain('Passive voice is common in this style; use it where it reads naturally.');
  });

  it("refuses a short text with seed 001's message", async () => {
    const response = await call('POST', '/api/legal/styles/analyze', { text: 'Too short.' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({ code: 'style_text_too_short', message: 'Text is too short for style analysis (10 chars). Minimum is 100 chars.' });
  });

  it('saves, lists, reads and deletes a profile; another person sees none of it', async () => {
    const created = await call('POST', '/api/legal/styles', { name: 'Reconsideration briefs', sampleText: SAMPLE });
    expect(created.statusCode, created.body).toBe(201);
    const style = created.json().style;
    expect(style).toMatchObject({ name: 'Reconsideration briefs', sampleText: SAMPLE, characteristics: analyseStyle(SAMPLE) });

    const listed = await call('GET', '/api/legal/styles');
    expect(listed.json().styles.map((s: { id: string }) => s.id)).toEqual([style.id]);
    expect((await call('GET', `/api/legal/styles/${style.id}`)).json().style.id).toBe(style.id);

    expect((await other('GET', '/api/legal/styles')).json().styles).toEqual([]);
    expect((await other('GET', `/api/legal/styles/${style.id}`)).statusCode).toBe(404);
    expect((await other('DELETE', `/api/legal/styles/${style.id}`)).statusCode).toBe(404);

    expect((await call('DELETE', `/api/legal/styles/${style.id}`)).statusCode).toBe(204);
    const gone = await call('GET', `/api/legal/styles/${style.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe('Style profile not found');
  });

  it('does not save a profile from a short sample', async () => {
    const response = await call('POST', '/api/legal/styles', { name: 'Short', sampleText: 'x'.repeat(42) });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Text is too short for style analysis (42 chars). Minimum is 100 chars.');
    expect((await call('GET', '/api/legal/styles')).json().styles).toEqual([]);
  });
});
