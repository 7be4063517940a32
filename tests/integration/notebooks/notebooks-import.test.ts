import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTEBOOK_MESSAGES } from '../../../domain/notebooks/messages';
import type { Notebook } from '../../../domain/notebooks/views';
import { createTestApp, signUpUser, type TestApp } from '../support/test-app';
import { errorOf, notebooksClient, type NotebooksClient } from './notebook-support';

describe('notebook import through the stored-notebook loader (seed 001 §5)', () => {
  let t: TestApp;
  let me: NotebooksClient;

  beforeAll(async () => {
    t = await createTestApp();
    me = notebooksClient(t.app, (await signUpUser(t.app)).cookie);
  });
  afterAll(async () => t?.close());

  it('keeps sections with id, title, blocks and order and blocks with id, type and content; drops the others; a missing title is Untitled', async () => {
    const stored = {
      tags: ['imported'],
      isFavorite: true,
      sections: [
        { id: 's2', title: 'Second', order: 1, blocks: [{ id: 'b3', type: 'text', content: 'Line one\nLine two' }] },
        {
          id: 's1',
          title: 'First',
          order: 0,
          blocks: [
            { id: 'b1', type: 'text', content: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Kept' }] }] } },
            { id: 'b2', type: 'text' },
            { type: 'text', content: 'no id' },
            { id: 'b4', type: 'ai', content: {} },
          ],
        },
        { id: 's3', title: 'No order', blocks: [] },
        { id: 's4', order: 2, blocks: [] },
        { title: 'No id', order: 3, blocks: [] },
        { id: 's5', title: 'No blocks', order: 4 },
      ],
    };
    const response = await me.call('POST', '/api/notebooks/import', { notebook: stored });
    expect(response.statusCode, response.body).toBe(201);
    const { notebook, dropped } = response.json() as { notebook: Notebook; dropped: { sections: number; blocks: number } };
    expect(notebook).toMatchObject({ title: 'Untitled', tags: ['imported'], isFavorite: true, version: 1 });
    expect(notebook.sections.map((s) => [s.title, s.order, s.blocks.length])).toEqual([
      ['First', 0, 2],
      ['Second', 1, 1],
    ]);
    expect(notebook.sections[0]!.blocks.map((b) => b.type)).toEqual(['text', 'ai']);
    expect(notebook.sections[1]!.blocks[0]!.content).toEqual({
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: 'Line one' }] },
        { type: 'paragraph', content: [{ type: 'text', text: 'Line two' }] },
      ],
    });
    expect(dropped).toEqual({ sections: 4, blocks: 2 });
  });

  it('keeps a stored title and refuses data that is not an object', async () => {
    const ok = await me.call('POST', '/api/notebooks/import', { notebook: { title: 'Stored', sections: [] } });
    expect((ok.json() as { notebook: { title: string } }).notebook.title).toBe('Stored');
    expect(errorOf(await me.call('POST', '/api/notebooks/import', { notebook: [1, 2] }), 400).message).toBe(NOTEBOOK_MESSAGES.importInvalid);
  });
});
