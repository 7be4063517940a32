import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AiBlockMetadata, Notebook } from '../../../domain/notebooks/views';
import { NOTEBOOK_MESSAGES } from '../../../domain/notebooks/messages';
import type { Task } from '../../../domain/tasks/task';
import { startFakeOpenAi, TEST_AI_KEY, type ScriptedReply } from '../support/fake-openai';
import { createTestApp, signUpUser, type TestApp } from '../support/test-app';
import { doc, errorOf, notebookOf, notebooksClient, type NotebooksClient } from './notebook-support';

const ANALYSIS = {
  summary:
    'The notes prepare the deposition of Dr. Lee in the Ortiz matter. They list the treatment dates and the disputed apportionment. They flag a missing MRI report. The hearing is set for next month.',
  topics: ['Deposition of Dr. Lee', 'Treatment dates', 'Apportionment', 'MRI report', 'Hearing'],
  tasks: [
    { title: 'Request the MRI report', description: 'Ask the clinic for the March MRI report.', priority: 'high' },
    { title: 'Send the deposition notice', description: 'Serve notice on all parties.', priority: 'medium' },
  ],
  events: [{ title: 'Deposition of Dr. Lee', description: 'At the clinic, conference room B.', startDate: '2027-03-15T14:00:00Z' }],
};

const metadataOf = (notebook: Notebook, blockId: string) => notebook.sections.flatMap((s) => s.blocks).find((b) => b.id === blockId)!.metadata as unknown as AiBlockMetadata;

describe('AI blocks with a model (the fake OpenAI-compatible server)', () => {
  let t: TestApp;
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let reply: ScriptedReply = { status: 200, content: JSON.stringify(ANALYSIS) };
  let me: NotebooksClient;
  let other: NotebooksClient;

  /** A notebook of one section: a text block with the given paragraphs, then an AI block. */
  async function notebookWithAiBlock(title: string, ...paragraphs: string[]) {
    let notebook = await me.create({ title });
    notebook = await me.addSection(notebook.id, { title: 'Notes' });
    const sectionId = notebook.sections[0]!.id;
    notebook = await me.addBlock(notebook.id, sectionId, { type: 'text', content: doc(title, ...paragraphs) });
    notebook = await me.addBlock(notebook.id, sectionId, { type: 'ai' });
    return { notebook, blockId: notebook.sections[0]!.blocks[1]!.id };
  }

  beforeAll(async () => {
    fake = await startFakeOpenAi(() => reply);
    t = await createTestApp({ ai: { apiKey: TEST_AI_KEY, baseUrl: fake.baseUrl, model: 'fake-model' } });
    me = notebooksClient(t.app, (await signUpUser(t.app)).cookie);
    other = notebooksClient(t.app, (await signUpUser(t.app)).cookie);
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('analyses the notebook: a summary, 5 to 10 topics, suggested tasks (medium by default) and one-hour events', async () => {
    reply = { status: 200, content: JSON.stringify({ ...ANALYSIS, tasks: [...ANALYSIS.tasks, { title: 'Call the adjuster', description: '', priority: '' }] }) };
    const { notebook, blockId } = await notebookWithAiBlock('Ortiz deposition prep', 'Dr. Lee treated the lumbar strain from March to June.', 'The MRI report is missing.');
    const analysed = notebookOf(await me.call('POST', `/api/notebooks/${notebook.id}/blocks/${blockId}/analyze`, {}), 200);
    const metadata = metadataOf(analysed, blockId);
    expect(metadata.summary).toBe(ANALYSIS.summary);
    expect(metadata.keyTopics).toEqual(ANALYSIS.topics);
    expect(metadata.suggestedTasks.map((task) => [task.title, task.priority, task.taskId])).toEqual([
      ['Request the MRI report', 'High', null],
      ['Send the deposition notice', 'Medium', null],
      ['Call the adjuster', 'Medium', null],
    ]);
    expect(metadata.suggestedCalendarEvents).toMatchObject([{ title: 'Deposition of Dr. Lee', startDate: '2027-03-15T14:00:00.000Z', endDate: '2027-03-15T15:00:00.000Z', eventId: null }]);
    expect(metadata.needs).toBeNull();
    expect(analysed.aiContext.summary).toBe(ANALYSIS.summary);
    expect(analysed.aiContext.keyTopics).toEqual(ANALYSIS.topics);
    expect(analysed.aiContext.suggestedActions).toContainEqual({ type: 'task', description: 'Request the MRI report', priority: 'high' });
    expect(analysed.aiContext.suggestedActions).toContainEqual({ type: 'calendar', description: 'Deposition of Dr. Lee', priority: 'medium' });
    expect(analysed.version).toBe(notebook.version + 1);
    // The model was sent the notebook's text and asked for 3 to 5 sentences and 5 to 10 topics.
    const sent = JSON.stringify(fake.requests.at(-1)!.body);
    expect(sent).toContain('The MRI report is missing.');
    expect(sent).toContain('3 to 5 sentences');
    expect(sent).toContain('5 to 10 key topics');
  });

  it('cuts the notebook text sent to the model to 10000 characters', async () => {
    reply = { status: 200, content: JSON.stringify(ANALYSIS) };
    const { notebook, blockId } = await notebookWithAiBlock('Long notes', 'x'.repeat(15_000));
    notebookOf(await me.call('POST', `/api/notebooks/${notebook.id}/blocks/${blockId}/analyze`, {}), 200);
    const messages = fake.requests.at(-1)!.body.messages as Array<{ role: string; content: string }>;
    expect(messages.find((m) => m.role === 'user')!.content.length).toBe(10_000);
  });

  it('one click makes a suggested task a real task linked to the notebook; twice is refused', async () => {
    reply = { status: 200, content: JSON.stringify(ANALYSIS) };
    const { notebook, blockId } = await notebookWithAiBlock('Task suggestions', 'Request the MRI report.');
    const analysed = notebookOf(await me.call('POST', `/api/notebooks/${notebook.id}/blocks/${blockId}/analyze`, {}), 200);
    const suggestion = metadataOf(analysed, blockId).suggestedTasks[0]!;
    const url = `/api/notebooks/${notebook.id}/blocks/${blockId}/suggested-tasks/${suggestion.id}/accept`;
    const response = await me.call('POST', url, {});
    expect(response.statusCode, response.body).toBe(201);
    const { task, notebook: after } = response.json() as { task: Task; notebook: Notebook };
    expect(task).toMatchObject({ title: 'Request the MRI report', description: 'Ask the clinic for the March MRI report.', priority: 'High', notebookId: notebook.id });
    expect(metadataOf(after, blockId).suggestedTasks[0]!.taskId).toBe(task.id);
    const tasks = (await me.call('GET', `/api/tasks?notebookId=${notebook.id}`)).json() as { tasks: Task[] };
    expect(tasks.tasks.map((t) => [t.id, t.notebookId])).toEqual([[task.id, notebook.id]]);
    expect(errorOf(await me.call('POST', url, {}), 409).message).toBe(NOTEBOOK_MESSAGES.suggestionUsed);
    expect(errorOf(await other.call('POST', url, {}), 404).message).toBe(NOTEBOOK_MESSAGES.notFound);
  });

  it('one click makes a suggested event a calendar event one hour long', async () => {
    reply = { status: 200, content: JSON.stringify(ANALYSIS) };
    const { notebook, blockId } = await notebookWithAiBlock('Event suggestions', 'Deposition on 15 March.');
    const analysed = notebookOf(await me.call('POST', `/api/notebooks/${notebook.id}/blocks/${blockId}/analyze`, {}), 200);
    const suggestion = metadataOf(analysed, blockId).suggestedCalendarEvents[0]!;
    const response = await me.call('POST', `/api/notebooks/${notebook.id}/blocks/${blockId}/suggested-events/${suggestion.id}/accept`, {});
    expect(response.statusCode, response.body).toBe(201);
    const { event, notebook: after } = response.json() as { event: { id: string }; notebook: Notebook };
    const stored = ((await me.call('GET', `/api/calendar/events/${event.id}`)).json() as { event: { title: string; start: string; end: string } }).event;
    expect(stored.title).toBe('Deposition of Dr. Lee');
    expect(Date.parse(stored.end) - Date.parse(stored.start)).toBe(60 * 60 * 1000);
    expect(Date.parse(stored.start)).toBe(Date.parse('2027-03-15T14:00:00Z'));
    expect(metadataOf(after, blockId).suggestedCalendarEvents[0]!.eventId).toBe(event.id);
  });

  it.each([
    ['not JSON', 'The summary is...'],
    ['too few topics', JSON.stringify({ ...ANALYSIS, topics: ['One', 'Two'] })],
    ['a blank summary', JSON.stringify({ ...ANALYSIS, summary: '  ' })],
    ['an unknown priority', JSON.stringify({ ...ANALYSIS, tasks: [{ title: 'x', description: '', priority: 'asap' }] })],
    ['an event without a date', JSON.stringify({ ...ANALYSIS, events: [{ title: 'x', description: '', startDate: 'next Tuesday' }] })],
  ])('refuses an answer with %s: Failed to analyze notebook, nothing written', async (_, content) => {
    reply = { status: 200, content };
    const { notebook, blockId } = await notebookWithAiBlock('Refused answers', 'Some notes.');
    const error = errorOf(await me.call('POST', `/api/notebooks/${notebook.id}/blocks/${blockId}/analyze`, {}), 502);
    expect(error.message.startsWith(NOTEBOOK_MESSAGES.analyzeNotebook)).toBe(true);
    const after = await me.get(notebook.id);
    expect(after.version).toBe(notebook.version);
    expect(metadataOf(after, blockId)).toEqual({});
    expect(after.aiContext.summary).toBeNull();
  });

  it('a model that does not answer gives Failed to generate AI response', async () => {
    reply = { status: 500, body: { error: { message: 'upstream down' } } };
    const { notebook, blockId } = await notebookWithAiBlock('Provider down', 'Some notes.');
    const error = errorOf(await me.call('POST', `/api/notebooks/${notebook.id}/blocks/${blockId}/analyze`, {}), 503);
    expect(error.message.startsWith(NOTEBOOK_MESSAGES.generateAiResponse)).toBe(true);
    expect((await me.get(notebook.id)).version).toBe(notebook.version);
  });

  it('only an AI block analyses', async () => {
    const { notebook } = await notebookWithAiBlock('Text block', 'Notes.');
    const textBlock = notebook.sections[0]!.blocks[0]!.id;
    expect(errorOf(await me.call('POST', `/api/notebooks/${notebook.id}/blocks/${textBlock}/analyze`, {}), 400).message).toBe(NOTEBOOK_MESSAGES.notAnAiBlock);
  });
});
