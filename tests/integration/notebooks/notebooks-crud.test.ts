import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTEBOOK_MESSAGES } from '../../../domain/notebooks/messages';
import { createTestApp, signUpUser, type TestApp } from '../support/test-app';
import { doc, errorOf, notebookOf, notebooksClient, type NotebooksClient } from './notebook-support';

const FOREIGN_ID = '0b8e6c55-52a4-4f8c-a7f5-9d1c0e3b2a11';

describe('notebooks API: notebooks, sections, blocks', () => {
  let t: TestApp;
  let me: NotebooksClient;
  let other: NotebooksClient;

  beforeAll(async () => {
    t = await createTestApp();
    me = notebooksClient(t.app, (await signUpUser(t.app)).cookie);
    other = notebooksClient(t.app, (await signUpUser(t.app)).cookie);
  });
  afterAll(async () => t?.close());

  it('creates a notebook with §4 starting state: not a favourite, not archived, version 1', async () => {
    const notebook = await me.create({ title: '  Ortiz deposition prep ', tags: ['Ortiz', 'ortiz', ' depo '] });
    expect(notebook).toMatchObject({ title: 'Ortiz deposition prep', isFavorite: false, isArchived: false, isPublic: false, isTemplate: false, version: 1, tags: ['Ortiz', 'depo'], sections: [] });
    expect(notebook.aiContext).toEqual({ summary: null, keyTopics: [], relatedNotebooks: [], suggestedActions: [] });
    expect(notebook.updatedAt).toBe(notebook.lastModified);
  });

  it('a notebook without a title is Untitled', async () => {
    expect((await me.create()).title).toBe('Untitled');
  });

  it('each edit of the notebook, a section or a block raises the version by one and moves the updated and last-modified times', async () => {
    let notebook = await me.create({ title: 'Versions' });
    const versions = [notebook.version];
    const times = [notebook.lastModified];
    const step = (next: typeof notebook) => {
      versions.push(next.version);
      times.push(next.lastModified);
      expect(next.updatedAt).toBe(next.lastModified);
      notebook = next;
    };
    step(notebookOf(await me.call('PATCH', `/api/notebooks/${notebook.id}`, { title: 'Versions, renamed' }), 200));
    step(await me.addSection(notebook.id, { title: 'Facts' }));
    const sectionId = notebook.sections[0]!.id;
    step(notebookOf(await me.call('PATCH', `/api/notebooks/${notebook.id}/sections/${sectionId}`, { title: 'Key facts' }), 200));
    step(await me.addBlock(notebook.id, sectionId, { type: 'text', content: doc('Injury', 'Lumbar strain on 3 March.') }));
    const blockId = notebook.sections[0]!.blocks[0]!.id;
    step(notebookOf(await me.call('PATCH', `/api/notebooks/${notebook.id}/blocks/${blockId}`, { content: doc('Injury', 'Lumbar strain on 4 March.') }), 200));
    step(notebookOf(await me.call('DELETE', `/api/notebooks/${notebook.id}/blocks/${blockId}`, {}), 200));
    step(notebookOf(await me.call('DELETE', `/api/notebooks/${notebook.id}/sections/${sectionId}`, {}), 200));
    expect(versions).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (let i = 1; i < times.length; i++) expect(Date.parse(times[i]!)).toBeGreaterThanOrEqual(Date.parse(times[i - 1]!));
    expect(Date.parse(times.at(-1)!)).toBeGreaterThan(Date.parse(times[0]!));
  });

  it('opening a notebook records when it was accessed without changing its version', async () => {
    const created = await me.create({ title: 'Opened' });
    expect(created.lastAccessed).toBeNull();
    const opened = await me.get(created.id);
    expect(opened.lastAccessed).not.toBeNull();
    expect(opened.version).toBe(1);
  });

  it('a new section takes the current number of sections as its order', async () => {
    let notebook = await me.create({ title: 'Sections' });
    for (const title of ['One', 'Two', 'Three']) notebook = await me.addSection(notebook.id, { title });
    expect(notebook.sections.map((section) => [section.title, section.order])).toEqual([
      ['One', 0],
      ['Two', 1],
      ['Three', 2],
    ]);
    notebook = notebookOf(await me.call('DELETE', `/api/notebooks/${notebook.id}/sections/${notebook.sections[0]!.id}`, {}), 200);
    notebook = await me.addSection(notebook.id, { title: 'Four' });
    expect(notebook.sections.map((section) => [section.title, section.order])).toEqual([
      ['Two', 0],
      ['Three', 1],
      ['Four', 2],
    ]);
  });

  it('blocks keep a Tiptap document and can be reordered and moved between sections', async () => {
    let notebook = await me.create({ title: 'Blocks' });
    notebook = await me.addSection(notebook.id, { title: 'A' });
    notebook = await me.addSection(notebook.id, { title: 'B' });
    const [a, b] = notebook.sections.map((section) => section.id) as [string, string];
    for (const text of ['first', 'second', 'third']) notebook = await me.addBlock(notebook.id, a, { type: 'text', content: doc(text) });
    const texts = (n: typeof notebook, index: number) => n.sections[index]!.blocks.map((block) => (block.content as ReturnType<typeof doc>).content[0]!.content[0]!.text);
    expect(texts(notebook, 0)).toEqual(['first', 'second', 'third']);
    const third = notebook.sections[0]!.blocks[2]!.id;
    notebook = notebookOf(await me.call('POST', `/api/notebooks/${notebook.id}/blocks/${third}/move`, { sectionId: a, index: 0 }), 200);
    expect(texts(notebook, 0)).toEqual(['third', 'first', 'second']);
    expect(notebook.sections[0]!.blocks.map((block) => block.order)).toEqual([0, 1, 2]);
    notebook = notebookOf(await me.call('POST', `/api/notebooks/${notebook.id}/blocks/${third}/move`, { sectionId: b, index: 0 }), 200);
    expect(texts(notebook, 0)).toEqual(['first', 'second']);
    expect(texts(notebook, 1)).toEqual(['third']);
    notebook = await me.addBlock(notebook.id, a, { type: 'text', content: doc('inserted'), index: 1 });
    expect(texts(notebook, 0)).toEqual(['first', 'inserted', 'second']);
  });

  it('refuses block content that is not a document', async () => {
    let notebook = await me.create({ title: 'Bad content' });
    notebook = await me.addSection(notebook.id);
    const error = errorOf(await me.call('POST', `/api/notebooks/${notebook.id}/sections/${notebook.sections[0]!.id}/blocks`, { type: 'text', content: 'just a string' }), 400);
    expect(error.message).toMatch(/document/);
    expect((await me.get(notebook.id)).version).toBe(2);
  });

  it('an unknown notebook, and another user’s, is 404 Notebook not found', async () => {
    const mine = await me.create({ title: 'Private matter notes' });
    const section = (await me.addSection(mine.id)).sections[0]!;
    for (const [method, url] of [
      ['GET', `/api/notebooks/${FOREIGN_ID}`],
      ['GET', `/api/notebooks/${mine.id}`],
      ['PATCH', `/api/notebooks/${mine.id}`],
      ['DELETE', `/api/notebooks/${mine.id}`],
      ['POST', `/api/notebooks/${mine.id}/sections`],
      ['POST', `/api/notebooks/${mine.id}/sections/${section.id}/blocks`],
      ['GET', `/api/notebooks/${mine.id}/related`],
    ] as const) {
      const payload = method === 'PATCH' ? { title: 'taken over' } : method === 'POST' && url.endsWith('blocks') ? { type: 'text' } : method === 'GET' ? undefined : {};
      const error = errorOf(await (url.includes(FOREIGN_ID) ? me : other).call(method, url, payload), 404);
      expect(error.message, `${method} ${url}`).toBe(NOTEBOOK_MESSAGES.notFound);
    }
    expect((await me.get(mine.id)).title).toBe('Private matter notes');
    const list = (await other.call('GET', '/api/notebooks')).json() as { notebooks: unknown[] };
    expect(list.notebooks).toEqual([]);
  });

  it('a stale version is refused with 409 and a clear message, and nothing is written', async () => {
    const notebook = await me.create({ title: 'Two tabs' });
    const tabA = notebookOf(await me.call('PATCH', `/api/notebooks/${notebook.id}`, { version: 1, title: 'Tab A wins' }), 200);
    expect(tabA.version).toBe(2);
    const error = errorOf(await me.call('PATCH', `/api/notebooks/${notebook.id}`, { version: 1, title: 'Tab B overwrites' }), 409);
    expect(error.code).toBe('notebook_version_conflict');
    expect(error.message).toBe(NOTEBOOK_MESSAGES.stale(2));
    const section = errorOf(await me.call('POST', `/api/notebooks/${notebook.id}/sections`, { version: 1, title: 'late' }), 409);
    expect(section.message).toContain('version 2');
    const now = await me.get(notebook.id);
    expect(now).toMatchObject({ title: 'Tab A wins', version: 2, sections: [] });
  });

  it('favourite, archive, public and template flags; the list filters by them', async () => {
    const fav = await me.create({ title: 'Flags favourite' });
    const archived = await me.create({ title: 'Flags archived' });
    await me.call('PATCH', `/api/notebooks/${fav.id}`, { isFavorite: true, isPublic: true });
    const archivedNow = notebookOf(await me.call('PATCH', `/api/notebooks/${archived.id}`, { isArchived: true }), 200);
    expect(archivedNow.isArchived).toBe(true);
    const titles = async (query: string) => ((await me.call('GET', `/api/notebooks${query}`)).json() as { notebooks: Array<{ title: string }> }).notebooks.map((n) => n.title);
    expect(await titles('?favorites=true')).toEqual(['Flags favourite']);
    expect(await titles('?archived=true')).toEqual(['Flags archived']);
    expect(await titles('?archived=false')).not.toContain('Flags archived');
    expect(await titles('?archived=all')).toEqual(expect.arrayContaining(['Flags archived', 'Flags favourite']));
  });

  it('searches title, description, tags and the text of blocks (full-text)', async () => {
    let notebook = await me.create({ title: 'Harbor Freight matter', description: 'Warehouse accident', tags: ['forklift'] });
    notebook = await me.addSection(notebook.id);
    await me.addBlock(notebook.id, notebook.sections[0]!.id, { type: 'text', content: doc('Witnesses', 'The supervisor testified about the broken pallets.') });
    const titles = async (search: string) => ((await me.call('GET', `/api/notebooks?search=${encodeURIComponent(search)}`)).json() as { notebooks: Array<{ title: string }> }).notebooks.map((n) => n.title);
    expect(await titles('harbor')).toEqual(['Harbor Freight matter']);
    expect(await titles('warehouse')).toEqual(['Harbor Freight matter']);
    expect(await titles('forklift')).toEqual(['Harbor Freight matter']);
    expect(await titles('pallet')).toEqual(['Harbor Freight matter']);
    expect(await titles('testify supervisor')).toEqual(['Harbor Freight matter']);
    expect(await titles('zebra')).toEqual([]);
  });

  it('"New from template" copies a template notebook’s sections and blocks into a new notebook at version 1', async () => {
    let template = await me.create({ title: 'Deposition outline', description: 'For every deposition', tags: ['template'] });
    template = await me.addSection(template.id, { title: 'Background' });
    template = await me.addBlock(template.id, template.sections[0]!.id, { type: 'text', content: doc('Questions', 'Where do you work?') });
    template = notebookOf(await me.call('PATCH', `/api/notebooks/${template.id}`, { isTemplate: true }), 200);
    const listed = ((await me.call('GET', '/api/notebooks?templates=true')).json() as { notebooks: Array<{ id: string }> }).notebooks.map((n) => n.id);
    expect(listed).toContain(template.id);
    const copy = await me.create({ templateId: template.id, title: 'Deposition of Dr. Lee' });
    expect(copy).toMatchObject({ title: 'Deposition of Dr. Lee', description: 'For every deposition', isTemplate: false, version: 1 });
    expect(copy.sections.map((s) => s.title)).toEqual(['Background']);
    expect(copy.sections[0]!.blocks[0]!.content).toEqual(doc('Questions', 'Where do you work?'));
    expect(copy.sections[0]!.id).not.toBe(template.sections[0]!.id);
    const notATemplate = await me.create({ title: 'Plain' });
    expect(errorOf(await me.call('POST', '/api/notebooks', { templateId: notATemplate.id }), 400).message).toBe(NOTEBOOK_MESSAGES.templateNotFound);
  });

  it('deletes a notebook with its sections and blocks', async () => {
    let notebook = await me.create({ title: 'To delete' });
    notebook = await me.addSection(notebook.id);
    await me.addBlock(notebook.id, notebook.sections[0]!.id, { type: 'text', content: doc('x') });
    const response = await me.call('DELETE', `/api/notebooks/${notebook.id}`, {});
    expect(response.statusCode).toBe(204);
    expect(errorOf(await me.call('GET', `/api/notebooks/${notebook.id}`), 404).message).toBe(NOTEBOOK_MESSAGES.notFound);
    const left = await t.database.db.selectFrom('notebook_sections').select('id').where('notebook_id', '=', notebook.id).execute();
    expect(left).toEqual([]);
  });

  it('publishes notebook.changed on the live channel with each edit', async () => {
    const notebook = await me.create({ title: 'Live' });
    await me.addSection(notebook.id);
    const events = await t.database.db.selectFrom('live_events').select(['type', 'subject']).where('type', '=', 'notebook.changed').execute();
    const forThis = events.filter((event) => (event.subject as { notebookId?: string }).notebookId === notebook.id);
    expect(forThis.length).toBeGreaterThanOrEqual(2);
  });
});
