import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpUser, type TestApp } from '../support/test-app';
import { type ChatApp, chatClient, doneMessage, readStream, startChatApp } from './chat-support';

describe('actions the chat’s assistant proposes', () => {
  let env: ChatApp;
  let t: TestApp;
  let baseUrl: string;
  let fake: ChatApp['fake'];

  beforeAll(async () => {
    env = await startChatApp();
    ({ t, baseUrl, fake } = env);
  });
  afterAll(async () => env.close());

  it('go to the audit queue through the agents, waiting for approval, and nothing happens by itself', async () => {
    const { cookie, user } = await signUpUser(t.app);
    env.reply = {
      status: 200,
      content: 'I have proposed both; they wait for your approval in the audit queue.',
      toolCalls: [
        { name: 'propose_task', arguments: JSON.stringify({ title: 'Serve the DOR on opposing counsel', dueDate: '2027-02-01', priority: 'high' }) },
        { name: 'propose_calendar_event', arguments: JSON.stringify({ title: 'MSC — Delgado', start: '2027-03-03T08:30:00-08:00', location: 'Van Nuys' }) },
        { name: 'propose_calendar_event', arguments: JSON.stringify({ title: 'No date' }) },
      ],
    };
    const chat = chatClient(t.app, cookie);
    const { conversation } = await chat.newConversation();
    const { assistantMessage } = await chat.send(conversation.id, 'Add a task to serve the DOR and put the MSC on the calendar.');
    const done = doneMessage(await readStream(baseUrl, cookie, assistantMessage.id))!;

    const request = fake.requests.at(-1)!.body as { tools: Array<{ function: { name: string } }> };
    expect(request.tools.map((tool) => tool.function.name)).toEqual(['propose_task', 'propose_calendar_event']);
    const proposed = done.notices.filter((notice) => notice.kind === 'action-proposed');
    expect(proposed.map((notice) => notice.text)).toEqual([
      'Waiting for your approval in the audit queue: Create a task “Serve the DOR on opposing counsel”',
      'Waiting for your approval in the audit queue: Create a calendar event “MSC — Delgado”',
    ]);
    expect(done.notices.filter((notice) => notice.kind === 'action-refused').map((n) => n.text)).toEqual(['The model proposed the event “No date” without a date and time it could be put at.']);

    const entries = await t.database.db.selectFrom('audit_entries').selectAll().where('user_id', '=', user.id).execute();
    expect(entries.map((entry) => entry.id).sort()).toEqual(proposed.map((notice) => notice.auditId).sort());
    expect(entries.every((entry) => entry.status === 'pending')).toBe(true);
    expect(await t.database.db.selectFrom('tasks').select('id').where('user_id', '=', user.id).where('title', '=', 'Serve the DOR on opposing counsel').execute()).toEqual([]);
  });
});
