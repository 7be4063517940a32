/**
 * Editor speed: time to render the builder page and time per frame while dragging a node, for a
 * 500-node, 600-edge automation against a 50-node, 60-edge one, in headless Chromium on the real product.
 *
 *   npx tsx bench/editor-render.ts [repetitions=5]
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { largeAutomation } from './support/large-automation';
import { startProduct } from '../tests/support/product-process';
import { summarise } from './support/environment';

const repetitions = Number(process.argv[2] ?? 5);
const DRAG_STEPS = 40;
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// The product as `npm start` runs it (embedded PGlite and Temporal) on a fresh data folder.
const server = await startProduct({ dataDir: mkdtempSync(path.join(os.tmpdir(), 'workspace-bench-')), echo: true });
const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1440, height: 900 } });
  const signUp = await context.request.post('/api/auth/signup', {
    data: { email: `bench.${Date.now()}@example-firm.com`, password: 'correct-horse-9', firstName: 'Bench', lastName: 'Mark' },
  });
  if (signUp.status() !== 201) throw new Error(`sign-up failed: ${signUp.status()} ${await signUp.text()}`);
  const page = await context.newPage();

  const results: Record<string, { render: number; drag: number }> = {};
  for (const [nodes, edges] of [
    [50, 60],
    [500, 600],
  ] as const) {
    const id = await importAutomation(page, `Bench ${nodes} nodes`, nodes, edges);
    const renders: number[] = [];
    const drags: number[] = [];
    for (let round = 0; round < repetitions; round++) {
      renders.push(await timeRender(page, id));
      drags.push(await timeDragFrame(page));
    }
    results[nodes] = {
      render: summarise(`render, ${nodes} nodes / ${edges} edges`, renders),
      drag: summarise(`drag frame, ${nodes} nodes / ${edges} edges`, drags),
    };
  }
  console.log(`ratio 500 vs 50 nodes: render ${(results[500]!.render / results[50]!.render).toFixed(2)}, drag frame ${(results[500]!.drag / results[50]!.drag).toFixed(2)}`);
} finally {
  await browser.close();
  await server.stop();
}

async function importAutomation(page: Page, name: string, nodes: number, edges: number): Promise<string> {
  const reply = await page.request.post('/api/automations/import', {
    data: { format: 'workspace-automation', formatVersion: 1, name, description: '', timeZone: 'UTC', exportedAt: new Date().toISOString(), definition: largeAutomation(nodes, edges) },
  });
  if (reply.status() !== 201) throw new Error(`import failed: ${reply.status()} ${await reply.text()}`);
  return ((await reply.json()) as { automation: { id: string } }).automation.id;
}

/** Resolves after the browser has painted the next frame. */
function nextFrame(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/** From navigation to the canvas showing its nodes and edges, painted. */
async function timeRender(page: Page, automationId: string): Promise<number> {
  await page.goto('/dashboard');
  const started = performance.now();
  await page.goto(`/automation/${automationId}`);
  await page.locator('.react-flow__node[data-id="n1"]').waitFor({ state: 'visible' });
  await page.locator('.react-flow__edge').first().waitFor({ state: 'attached' });
  await nextFrame(page);
  return performance.now() - started;
}

/** Mean time from a pointer move to the next painted frame while dragging a node. */
async function timeDragFrame(page: Page): Promise<number> {
  const box = await page.locator('.react-flow__node[data-id="n1"]').boundingBox();
  if (!box) throw new Error('node n1 is not on screen');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  const started = performance.now();
  for (let step = 1; step <= DRAG_STEPS; step++) {
    await page.mouse.move(x + step * 3, y + step * 2);
    await nextFrame(page);
  }
  const perFrame = (performance.now() - started) / DRAG_STEPS;
  await page.mouse.up();
  return perFrame;
}
