/**
 * Knowledge-base ingestion: chunks embedded per second through the whole `ingestDocument` workflow
 * (parse, chunk, embed 32 at a time, index, on Temporal and embedded PGlite) against the bare
 * in-process model embedding the same chunks in batches of the same size.
 *   npx tsx bench/knowledge-ingestion.ts [documents=12] [paragraphs per document=40]
 */
import { sql } from 'kysely';
import { EMBED_BATCH_SIZE, ingestionWorkflowId } from '../domain/knowledge/ingestion-rules';
import { sharedLocalEmbedder } from '../tests/support/embedding-model';
import { startBenchEnvironment } from './support/environment';

const DOCUMENTS = Number(process.argv[2] ?? 12);
const PARAGRAPHS = Number(process.argv[3] ?? 40);

const SENTENCES = [
  'The applicant sustained an industrial injury to the lumbar spine while lifting cartons at the distribution centre.',
  'The panel qualified medical evaluator found permanent disability and apportioned part of it to degenerative changes.',
  'Temporary disability was paid from the date of injury until the treating physician declared maximum medical improvement.',
  'Utilization review denied the requested epidural injection and the applicant asked for independent medical review.',
  'Defense counsel served a notice of deposition and the applicant appeared with an interpreter.',
  'The parties discussed a compromise and release against stipulations with request for award at the settlement conference.',
  'The lien claimant filed a declaration of readiness and the matter was set for a lien conference.',
  'Vocational expert testimony addressed whether the applicant could return to the open labour market.',
  'The agreed medical evaluator reviewed the imaging studies and the prior claims history before reporting.',
  'The judge ordered the parties to exchange exhibits and witness lists before the trial date.',
];

function paragraph(seed: number): string {
  return Array.from({ length: 5 }, (_, index) => SENTENCES[(seed * 7 + index * 3) % SENTENCES.length]).join(' ');
}

function documentText(documentIndex: number): string {
  return Array.from({ length: PARAGRAPHS }, (_, index) => `${index % 8 === 0 ? `## Section ${index / 8 + 1}\n\n` : ''}${paragraph(documentIndex * PARAGRAPHS + index)}`).join('\n\n');
}

const env = await startBenchEnvironment();
const { db, temporal } = env;
const embedder = sharedLocalEmbedder();
await embedder.embed(['warm up the model']);
const user = await db.insertInto('users').values({ email: 'bench@example.com', password_hash: 'x' }).returning('id').executeTakeFirstOrThrow();
const documents = await db
  .insertInto('knowledge_documents')
  .values(Array.from({ length: DOCUMENTS }, (_, index) => ({ user_id: user.id, folder_id: null, matter_id: null, name: `Medical-legal summary ${index + 1}.md`, content: documentText(index), mime_type: 'text/markdown', file_id: null, embedding: null, embedding_model: null, error: null, page_count: null })))
  .returning('id')
  .execute();

await env.worker.runUntil(async () => {
  const started = performance.now();
  const runs = await Promise.all(
    documents.map(({ id }) =>
      temporal.client.workflow.start('ingestDocument', { taskQueue: temporal.taskQueue, workflowId: ingestionWorkflowId(id, 0), args: [{ documentId: id, userId: user.id }] }),
    ),
  );
  await Promise.all(runs.map((run) => run.result()));
  const workflowSeconds = (performance.now() - started) / 1000;

  const chunks = await db.selectFrom('knowledge_chunks').select('text').where('user_id', '=', user.id).orderBy('document_id').orderBy('ordinal').execute();
  const statuses = await db.selectFrom('knowledge_documents').select(['status', sql<number>`count(*)::int`.as('n')]).groupBy('status').execute();
  const bareStarted = performance.now();
  for (let start = 0; start < chunks.length; start += EMBED_BATCH_SIZE) {
    await embedder.embed(chunks.slice(start, start + EMBED_BATCH_SIZE).map((chunk) => chunk.text));
  }
  const bareSeconds = (performance.now() - bareStarted) / 1000;

  const workflowRate = chunks.length / workflowSeconds;
  const bareRate = chunks.length / bareSeconds;
  console.log(`documents: ${DOCUMENTS}, chunks: ${chunks.length} (~300 tokens each), outcome: ${statuses.map((row) => `${row.status} ${row.n}`).join(', ')}`);
  console.log(`bare model (the same calls of ${EMBED_BATCH_SIZE}): ${bareRate.toFixed(1)} chunks/s (${bareSeconds.toFixed(2)} s)`);
  console.log(`through the ingestion workflow: ${workflowRate.toFixed(1)} chunks/s (${workflowSeconds.toFixed(2)} s)`);
  console.log(`ratio workflow / bare model: ${(workflowRate / bareRate).toFixed(2)} (target ≥ 0.8)`);
});
await env.close();
