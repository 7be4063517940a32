import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateDefinition } from '../../../domain/automation/validate';
import type { AutomationDefinition } from '../../../domain/automation/definition';
import type { Suggestion } from '../../../domain/learning/types';
import { decide, waitForRun } from '../automations/support';
import { automationEventsDone, eventsOf, waitFor } from '../automations/trigger-support';
import { demoAccountId, inboxMessages } from '../support/mail-helpers';
import { createTestApp, signUpUser, type TestApp } from '../support/test-app';

interface Summary {
  id: string;
  subject: string;
  from: string;
  labels: string[];
}

/**
 * A scripted week: the person labels four hearing notices from the EAMS sender "Hearing" by hand, the check
 * suggests automating it (once), and the accepted automation labels the next notice that arrives.
 * The demo mailbox's EAMS notices come from eams-notices@wcab.example.org.
 */
describe('a scripted week of labelling hearing notices', () => {
  let t: TestApp;
  let cookie: string;
  let accountId: string;
  let hearingLabelId: string;
  const sender = 'wcab.example.org';
  const post = (url: string, payload: unknown = {}) => t.app.inject({ method: 'POST', url, headers: { cookie }, payload: payload as Record<string, unknown> });
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

  beforeAll(async () => {
    t = await createTestApp({ withWorker: true });
    ({ cookie } = await signUpUser(t.app));
    accountId = await demoAccountId(t.app, cookie);
    const created = await post(`/api/mail/accounts/${accountId}/labels`, { name: 'Hearing' });
    expect(created.statusCode, created.body).toBe(201);
    hearingLabelId = created.json().label.id;
  });
  afterAll(async () => t?.close());

  let suggestion: Suggestion;

  it('four notices labelled by hand give exactly one suggestion: confidence 0.67195, 20 minutes saved', async () => {
    const inbox = (await inboxMessages(t.app, cookie, accountId)).messages as unknown as Summary[];
    const notices = inbox.filter((message) => message.from.includes(`@${sender}`)).slice(0, 4);
    expect(notices).toHaveLength(4);
    for (const notice of notices) {
      const labelled = await post(`/api/mail/accounts/${accountId}/messages/${notice.id}/labels`, { add: [hearingLabelId], remove: [] });
      expect(labelled.statusCode, labelled.body).toBe(204);
    }
    const behaviours = (await get('/api/learning/behaviours')).json().behaviours as Array<{ type: string; context: Record<string, unknown> }>;
    expect(behaviours.filter((b) => b.type === 'email.label').map((b) => [b.context.senderDomain, b.context.label])).toEqual(Array(4).fill([sender, 'Hearing']));

    const check = await post('/api/learning/check');
    expect(check.statusCode, check.body).toBe(200);
    const created = check.json().created as Suggestion[];
    expect(created).toHaveLength(1);
    suggestion = created[0]!;
    expect(suggestion).toMatchObject({
      description: `You label e-mails from ${sender} "Hearing" — automate this?`,
      estimatedTimesSaved: 20,
      status: 'pending',
      area: 'email',
      autonomyLevel: 'supervised',
      autonomyPoints: 0.2,
      pattern: { frequency: 4, category: 'email', requiredCapabilities: ['email.label'], complexity: 0.2 },
    });
    expect(suggestion.confidence).toBeCloseTo(0.67195, 5);

    const again = await post('/api/learning/check');
    expect(again.json().created).toEqual([]);
    const listed = (await get('/api/learning/suggestions?area=email')).json().suggestions as Suggestion[];
    expect(listed.map((s) => s.id)).toEqual([suggestion.id]);
    const patterns = (await get('/api/learning/patterns')).json().patterns as Array<{ kind: string; frequency: number; actions: unknown[] }>;
    expect(patterns.find((p) => p.kind === 'context')).toMatchObject({ frequency: 4 });
  });

  it('accepting drafts an inactive automation whose version 1 validates; turned on, it labels the next notice', async () => {
    const accepted = await post(`/api/learning/suggestions/${suggestion.id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(201);
    const { automationId } = accepted.json() as { automationId: string };
    expect(accepted.json().suggestion).toMatchObject({ status: 'accepted', automationId });

    const automation = (await get(`/api/automations/${automationId}`)).json().automation as { status: string; currentVersion: number; definition: AutomationDefinition };
    expect(automation).toMatchObject({ status: 'inactive', currentVersion: 1 });
    const agents = await t.database.db.selectFrom('agents').select(['id', 'capabilities']).execute();
    expect(validateDefinition(automation.definition, { knownAgentIds: agents.map((a) => a.id), agentCapabilities: Object.fromEntries(agents.map((a) => [a.id, a.capabilities])) })).toEqual([]);
    expect((await post(`/api/learning/suggestions/${suggestion.id}/accept`)).statusCode).toBe(409);

    const on = await t.app.inject({ method: 'PATCH', url: `/api/automations/${automationId}`, headers: { cookie }, payload: { status: 'active' } });
    expect(on.statusCode, on.body).toBe(200);

    const received = await post(`/api/mail/accounts/${accountId}/demo/receive`);
    expect(received.statusCode, received.body).toBe(201);
    const messageId = received.json().messageId as string;
    await automationEventsDone(t.temporal, accountId, messageId);
    const [event] = await eventsOf(t.database.db, automationId);
    expect(event?.workflow_run_ids).toHaveLength(1);
    const runId = event!.workflow_run_ids[0]!;
    const waiting = await waitForRun(t.app, cookie, runId, (run) => run.status !== 'running' || run.progress.nodes.act?.status === 'waiting_for_approval');
    if (waiting.progress.nodes.act?.status === 'waiting_for_approval') {
      const decided = await decide(t.app, cookie, waiting.progress.nodes.act.approval!.auditId, 'approve');
      expect(decided.statusCode, decided.body).toBe(200);
    }
    const finished = await waitForRun(t.app, cookie, runId);
    expect(finished.status, JSON.stringify(finished.progress)).toBe('completed');
    const message = (await get(`/api/mail/accounts/${accountId}/messages/${messageId}`)).json().message as Summary;
    expect(message.from).toContain(`@${sender}`);
    expect(message.labels).toContain(hearingLabelId);
  });

  it('the approval was learned as a behaviour too', async () => {
    const behaviours = await waitFor('the audit behaviour', async () => {
      const list = (await get('/api/learning/behaviours')).json().behaviours as Array<{ type: string; context: Record<string, unknown> }>;
      return list.some((b) => b.type.startsWith('audit.')) ? list : undefined;
    });
    expect(behaviours.find((b) => b.type === 'audit.approve')?.context).toEqual({ actionType: 'email.label', agentType: 'email' });
  });
});
