import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeLegalServices, type FakeLegalServices } from '../../support/fake-legal-services';
import { chatClient, doneMessage, listenOnLoopback, OWN_ORIGIN, readStream } from '../chat/chat-support';
import { startFakeOpenAi, TEST_AI_KEY } from '../support/fake-openai';
import { createTestApp, signUpUser, type TestApp } from '../support/test-app';

const ANSWER =
  'Segregated schools violate equal protection. Brown v. Board of Education (1954) 347 U.S. 483, 495. ' +
  'A petition for reconsideration is governed by Lab. Code, § 5903.';

describe('chat answers carry checked legal citations in professional mode', () => {
  let t: TestApp;
  let legal: FakeLegalServices;
  let openAi: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let baseUrl: string;

  beforeAll(async () => {
    legal = await startFakeLegalServices();
    openAi = await startFakeOpenAi([{ status: 200, content: ANSWER }]);
    t = await createTestApp({
      ai: { apiKey: TEST_AI_KEY, baseUrl: openAi.baseUrl, model: 'fake-model' },
      legal: { caselaw: { baseUrl: legal.caselawUrl }, courtListener: { baseUrl: legal.courtListenerUrl, token: undefined } },
    });
    baseUrl = await listenOnLoopback(t);
  });
  afterAll(async () => {
    await t?.close();
    await openAi?.close();
    await legal?.close();
  });

  const answer = async (cookie: string) => {
    const chat = chatClient(t.app, cookie);
    const { conversation } = await chat.newConversation();
    const { assistantMessage } = await chat.send(conversation.id, 'Which cases and statutes apply?');
    const done = doneMessage(await readStream(baseUrl, cookie, assistantMessage.id));
    const stored = (await chat.detail(conversation.id)).messages.find((m) => m.id === assistantMessage.id);
    return { done, stored };
  };

  it('with professional mode on, each citation of the finished answer is checked and stored on the message', async () => {
    const { cookie } = await signUpUser(t.app);
    const patch = await t.app.inject({ method: 'PATCH', url: '/api/settings/preferences', headers: { cookie, origin: OWN_ORIGIN }, payload: { professionalMode: true } });
    expect(patch.statusCode, patch.body).toBe(200);
    const before = legal.requests.length;
    const { done, stored } = await answer(cookie);
    expect(done?.content).toBe(ANSWER);
    const expected = [
      { kind: 'case', text: 'Brown v. Board of Education (1954) 347 U.S. 483, 495', state: 'verified', source: 'courtlistener' },
      { kind: 'statute', text: 'Lab. Code, § 5903', state: 'unverified', detail: { message: 'CourtListener does not check statutes; not found in your documents.' } },
    ];
    expect(done?.legalCitations).toMatchObject(expected);
    expect(stored?.legalCitations).toMatchObject(expected);
    expect(legal.requests.slice(before).map((r) => r.path)).toEqual(['/courtlistener/api/rest/v4/citation-lookup/']);
  });

  it('with professional mode off (the default), nothing is looked up and the list is empty', async () => {
    const { cookie } = await signUpUser(t.app);
    const before = legal.requests.length;
    const { done, stored } = await answer(cookie);
    expect(done?.content).toBe(ANSWER);
    expect(done?.legalCitations).toEqual([]);
    expect(stored?.legalCitations).toEqual([]);
    expect(legal.requests.length).toBe(before);
  });
});
