import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssistantView } from '../../../domain/assistants/views';
import { createTestApp, signUpUser, type TestApp } from '../support/test-app';
import { assistantsClient, errorOf, ok, type AssistantsClient } from './assistant-helpers';

interface StoreEntry {
  id: string;
  name: string;
  systemPrompt: string;
  installedAssistantId: string | null;
}

describe('assistant store', () => {
  let t: TestApp;
  let api: AssistantsClient;
  let other: AssistantsClient;

  beforeAll(async () => {
    t = await createTestApp();
    api = assistantsClient(t.app, (await signUpUser(t.app)).cookie);
    other = assistantsClient(t.app, (await signUpUser(t.app)).cookie);
  });
  afterAll(async () => t?.close());

  const catalogue = async (client: AssistantsClient) => ok<{ catalogue: StoreEntry[] }>(await client.call('GET', '/api/assistant-store'), 200).catalogue;

  it('lists the five ready assistants of §1, none installed at first', async () => {
    const entries = await catalogue(api);
    expect(entries.map((e) => e.id)).toEqual(['legal-research', 'medical-research', 'creative', 'life-coach-balance', 'life-coach-career']);
    expect(entries.every((e) => e.installedAssistantId === null)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/api/assistant-store' })).statusCode).toBe(401);
  });

  it('installs a copy the user owns, once; after deleting it, installs afresh', async () => {
    const installed = ok<AssistantView>(await api.call('POST', '/api/assistant-store/legal-research/install'), 201);
    expect(installed).toMatchObject({ name: 'Legal Research Assistant', type: 'legal', catalogueId: 'legal-research', isActive: true, maxTokens: 2048 });
    expect(installed.system_prompt).toContain('licensed attorney');
    expect((await api.list()).map((a) => a.id)).toContain(installed.id);
    expect((await catalogue(api)).find((e) => e.id === 'legal-research')?.installedAssistantId).toBe(installed.id);
    expect((await catalogue(other)).find((e) => e.id === 'legal-research')?.installedAssistantId).toBeNull();

    expect(errorOf(await api.call('POST', '/api/assistant-store/legal-research/install'), 409)).toBe('You already have this assistant. Open it from your assistants.');

    // The installed copy is the user's own: editable without touching the store.
    ok(await api.call('PATCH', `/api/assistants/${installed.id}`, { name: 'My legal researcher' }), 200);
    expect((await catalogue(api)).find((e) => e.id === 'legal-research')?.name).toBe('Legal Research Assistant');

    ok(await api.call('DELETE', `/api/assistants/${installed.id}`), 200);
    const again = ok<AssistantView>(await api.call('POST', '/api/assistant-store/legal-research/install'), 201);
    expect(again.id).not.toBe(installed.id);
  });

  it("answers 404 for an entry that is not in the store", async () => {
    expect(errorOf(await api.call('POST', '/api/assistant-store/tax-wizard/install'), 404)).toBe('There is no assistant "tax-wizard" in the store.');
  });
});
