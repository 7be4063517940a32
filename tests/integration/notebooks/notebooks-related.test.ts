import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RELATED_SIMILARITY } from '../../../domain/notebooks/related';
import type { AiBlockMetadata, Notebook, RelatedNotebook } from '../../../domain/notebooks/views';
import { createTestApp, signUpUser, type TestApp } from '../support/test-app';
import { doc, notebookOf, notebooksClient, type NotebooksClient } from './notebook-support';

describe('related notebooks from the embedding model, with no AI key', () => {
  let t: TestApp;
  let me: NotebooksClient;
  let other: NotebooksClient;

  async function notebook(client: NotebooksClient, title: string, ...paragraphs: string[]): Promise<Notebook> {
    let created = await client.create({ title });
    created = await client.addSection(created.id);
    return client.addBlock(created.id, created.sections[0]!.id, { type: 'text', content: doc(title, ...paragraphs) });
  }

  const related = async (id: string) => ((await me.call('GET', `/api/notebooks/${id}/related`)).json() as { related: RelatedNotebook[]; unavailable: string | null }).related;

  let lumbar: Notebook;
  let lumbarTwo: Notebook;
  let knee: Notebook;
  let baking: Notebook;
  let claims: Notebook;

  beforeAll(async () => {
    t = await createTestApp();
    me = notebooksClient(t.app, (await signUpUser(t.app)).cookie);
    other = notebooksClient(t.app, (await signUpUser(t.app)).cookie);
    lumbar = await notebook(me, 'Ortiz lumbar injury', 'The worker injured his lower back lifting boxes at the warehouse.', 'The QME found lumbar disc disease and apportioned 40% to pre-existing degeneration.');
    lumbarTwo = await notebook(me, 'Ortiz back injury deposition', 'Questions for the QME about the lower back injury from lifting boxes at the warehouse and the apportionment of the lumbar disability.');
    knee = await notebook(me, 'Nguyen knee claim', 'A delivery driver twisted her knee stepping out of the van; the doctor recommends arthroscopic surgery and temporary disability.');
    baking = await notebook(me, 'Sourdough baking', 'Feed the starter with rye flour, fold the dough every thirty minutes and bake at 250 degrees in a Dutch oven.');
    claims = await notebook(me, 'Workers compensation claims', 'A warehouse worker hurt his back; the medical evaluator reports on permanent disability and apportionment.');
    await notebook(other, 'Someone else: lumbar injury at the warehouse', 'The worker injured his lower back lifting boxes at the warehouse; lumbar disc disease.');
  });
  afterAll(async () => t?.close());

  it('finds the near notebook as related (relevance 0.8), leaves the unrelated one out, never shows other users’ notebooks', async () => {
    const hits = await related(lumbar.id);
    const byId = new Map(hits.map((hit) => [hit.id, hit]));
    expect(byId.get(lumbarTwo.id)).toMatchObject({ type: 'notebook', title: 'Ortiz back injury deposition', kind: 'related', relevance: 0.8 });
    expect(byId.get(lumbarTwo.id)!.similarity).toBeGreaterThanOrEqual(RELATED_SIMILARITY.related);
    expect(byId.has(baking.id)).toBe(false);
    expect(byId.has(lumbar.id)).toBe(false);
    expect(hits.every((hit) => hit.title !== 'Someone else: lumbar injury at the warehouse')).toBe(true);
    for (const hit of hits) expect(hit.relevance).toBe(hit.kind === 'related' ? 0.8 : 0.7);
    expect(byId.has(knee.id)).toBe(false);
  });

  it('a notebook a little further away is a see-also hit (relevance 0.7), listed after the related ones', async () => {
    const hits = await related(lumbar.id);
    const hit = hits.find((entry) => entry.id === claims.id);
    expect(hit).toMatchObject({ kind: 'see-also', relevance: 0.7 });
    expect(hit!.similarity).toBeGreaterThanOrEqual(RELATED_SIMILARITY.seeAlso);
    expect(hit!.similarity).toBeLessThan(RELATED_SIMILARITY.related);
    expect(hits.map((entry) => entry.id).indexOf(claims.id)).toBeGreaterThan(hits.map((entry) => entry.id).indexOf(lumbarTwo.id));
  });

  it('an AI block without a key says what it needs and still lists related notebooks', async () => {
    const section = lumbar.sections[0]!.id;
    const withBlock = await me.addBlock(lumbar.id, section, { type: 'ai' });
    const blockId = withBlock.sections[0]!.blocks.at(-1)!.id;
    const response = await me.call('POST', `/api/notebooks/${lumbar.id}/blocks/${blockId}/analyze`, {});
    const analysed = notebookOf(response, 200);
    const { ai } = response.json() as { ai: { canGenerate: boolean; reason: string } };
    expect(ai.canGenerate).toBe(false);
    expect(ai.reason).toMatch(/^Needs an AI model: add an OpenAI-compatible key in settings/);
    const metadata = analysed.sections[0]!.blocks.at(-1)!.metadata as unknown as AiBlockMetadata;
    expect(metadata.needs).toBe(ai.reason);
    expect(metadata.summary).toBeNull();
    expect(metadata.suggestedTasks).toEqual([]);
    expect(metadata.relatedContent.map((hit) => hit.id)).toContain(lumbarTwo.id);
    expect(analysed.aiContext.relatedNotebooks.map((hit) => hit.id)).toContain(lumbarTwo.id);
  });

  it('an edited notebook is embedded again from its new text', async () => {
    const before = await t.database.db.selectFrom('notebooks').select(['embedded_version', 'version']).where('id', '=', baking.id).executeTakeFirstOrThrow();
    expect(before.embedded_version).toBe(before.version);
    const edited = notebookOf(
      await me.call('PATCH', `/api/notebooks/${baking.id}/blocks/${baking.sections[0]!.blocks[0]!.id}`, {
        content: doc('Ortiz lumbar injury notes', 'The worker injured his lower back lifting boxes at the warehouse; the QME apportioned the lumbar disability.'),
      }),
      200,
    );
    const hits = await related(lumbar.id);
    expect(hits.map((hit) => hit.id)).toContain(baking.id);
    const after = await t.database.db.selectFrom('notebooks').select('embedded_version').where('id', '=', baking.id).executeTakeFirstOrThrow();
    expect(after.embedded_version).toBe(edited.version);
  });
});
