import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi, TEST_AI_KEY } from '../support/fake-openai';
import { createTestApp, signUpUser, type TestApp } from '../support/test-app';

const wizardAgent = {
  name: 'Hearing Notice Agent',
  type: 'email',
  autonomyLevel: 'semi-autonomous',
  capabilities: ['ai.classify', 'ai.summarise', 'email.label', 'email.send_reply', 'calendar.create_event'],
};

describe('trying a new agent on a sample', () => {
  describe('without an AI key (the offline analyser)', () => {
    let t: TestApp;
    let cookie: string;
    beforeAll(async () => {
      t = await createTestApp();
      ({ cookie } = await signUpUser(t.app));
    });
    afterAll(async () => t?.close());

    it('runs the text capabilities on the hearing notice and only reports the others', async () => {
      const agentId = (await t.app.inject({ method: 'POST', url: '/api/agents', headers: { cookie }, payload: wizardAgent })).json().agent.id;
      const tasksBefore = await t.database.db.selectFrom('agent_actions').select('id').execute();
      const response = await t.app.inject({ method: 'POST', url: `/api/agents/${agentId}/trial`, headers: { cookie }, payload: { sample: 'email' } });
      expect(response.statusCode).toBe(200);
      const { sample, steps } = response.json();
      expect(sample).toMatchObject({ kind: 'email', title: 'Notice of Hearing - ADJ12345678 - Garcia v. Coastal Logistics' });
      expect(steps.map((step: { actionType: string; outcome: string; ranWith: string | null }) => [step.actionType, step.outcome, step.ranWith])).toEqual([
        ['ai.classify', 'acts_alone', 'offline'],
        ['ai.summarise', 'acts_alone', 'offline'],
        ['email.label', 'acts_alone', null],
        ['email.send_reply', 'waits_for_approval', null],
        ['calendar.create_event', 'waits_for_approval', null],
      ]);
      expect(steps[0].result).toMatch(/hearing/i);
      expect(steps[1].result.length).toBeGreaterThan(10);
      expect(steps[2]).toMatchObject({ label: 'Label an e-mail', result: null, error: null });
      // Nothing was performed or recorded.
      expect(await t.database.db.selectFrom('agent_actions').select('id').execute()).toEqual(tasksBefore);
    });

    it('reports everything as waiting outside the working hours, and tries the task sample', async () => {
      const hour = Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Los_Angeles', hour: '2-digit', hourCycle: 'h23' }).format(new Date()));
      const hh = (offset: number) => `${String((hour + offset + 24) % 24).padStart(2, '0')}:00`;
      const agentId = (
        await t.app.inject({ method: 'POST', url: '/api/agents', headers: { cookie }, payload: { ...wizardAgent, capabilities: ['ai.draft', 'task.create'], workingHours: { start: hh(2), end: hh(3) } } })
      ).json().agent.id;
      const response = await t.app.inject({ method: 'POST', url: `/api/agents/${agentId}/trial`, headers: { cookie }, payload: { sample: 'task' } });
      const { sample, steps } = response.json();
      expect(sample.title).toBe('Prepare exhibits for MSC hearing');
      expect(steps.map((step: { outcome: string }) => step.outcome)).toEqual(['outside_working_hours', 'outside_working_hours']);
      expect(steps[0].result).toEqual(expect.any(String));
      expect(steps[1].result).toBeNull();
      const bad = await t.app.inject({ method: 'POST', url: `/api/agents/${agentId}/trial`, headers: { cookie }, payload: { sample: 'fax' } });
      expect(bad.statusCode).toBe(400);
    });
  });

  describe('with an AI model configured', () => {
    let t: TestApp;
    let cookie: string;
    let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
    beforeAll(async () => {
      fake = await startFakeOpenAi([{ status: 200, content: 'Hearing Notice' }]);
      t = await createTestApp({ ai: { apiKey: TEST_AI_KEY, baseUrl: fake.baseUrl, model: 'fake-model' } });
      ({ cookie } = await signUpUser(t.app));
    });
    afterAll(async () => {
      await t?.close();
      await fake?.close();
    });

    it('runs the text capabilities through the model, with the sample as the message', async () => {
      const agentId = (await t.app.inject({ method: 'POST', url: '/api/agents', headers: { cookie }, payload: { ...wizardAgent, capabilities: ['ai.classify'] } })).json().agent.id;
      const { steps } = (await t.app.inject({ method: 'POST', url: `/api/agents/${agentId}/trial`, headers: { cookie }, payload: { sample: 'email' } })).json();
      expect(steps).toEqual([{ actionType: 'ai.classify', label: 'Classify', outcome: 'acts_alone', result: 'Hearing Notice', ranWith: 'openai:fake-model', error: null }]);
      expect(JSON.stringify(fake.requests.at(-1)?.body)).toContain('ADJ12345678');
    });

    it("puts the agent's own base and custom prompts before the action's instructions", async () => {
      const payload = { ...wizardAgent, capabilities: ['ai.classify'], config: { systemPrompt: 'You work for a workers compensation firm.', customPrompt: 'Name the WCAB venue when you can.' } };
      const agentId = (await t.app.inject({ method: 'POST', url: '/api/agents', headers: { cookie }, payload })).json().agent.id;
      await t.app.inject({ method: 'POST', url: `/api/agents/${agentId}/trial`, headers: { cookie }, payload: { sample: 'email' } });
      const body = fake.requests.at(-1)?.body as { messages: Array<{ role: string; content: string }> };
      const system = body.messages.find((message) => message.role === 'system')?.content ?? '';
      expect(system.indexOf('You work for a workers compensation firm.')).toBe(0);
      expect(system).toContain('Name the WCAB venue when you can.');
      expect(system.indexOf('Name the WCAB venue')).toBeLessThan(system.indexOf('Classify the following'));
    });
  });
});
