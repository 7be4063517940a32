/**
 * `npm run test:fuzz`: Schemathesis against the real product (embedded PGlite and its own Temporal
 * dev server), signed in, with a fixed seed and a bounded number of examples per operation. Fails on
 * any 5xx, any undocumented status or content type, and any reply that breaks its documented schema.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startProduct, type ProductProcess } from '../support/product-process';
import { ensureSchemathesis } from './schemathesis-tool';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SEED = process.env.FUZZ_SEED ?? '20261123';
const EXAMPLES = process.env.FUZZ_EXAMPLES ?? '10';
const CHECKS = ['not_a_server_error', 'status_code_conformance', 'content_type_conformance', 'response_schema_conformance'];
/**
 * Operations that would end the fuzzing session itself (everything after them would only see 401), and
 * the live channel, a stream that stays open for as long as the browser keeps it (it takes no input).
 * Deleting other sessions stays in: generated ids never name the fuzzer's own session.
 */
const EXCLUDED_PATHS = ['/api/auth/logout', '/api/live'];

const log = (line: string) => console.log(`[fuzz] ${line}`);

async function signUp(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email: `fuzz.${Date.now()}@example-firm.com`, password: 'fuzzing-horse-9', firstName: 'Fuzz', lastName: 'Tester' }),
  });
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('ws_session='));
  if (response.status !== 201 || !cookie) throw new Error(`Sign-up for the fuzzing session failed: ${response.status} ${await response.text()}`);
  return cookie.split(';')[0]!;
}

function runSchemathesis(cli: string, url: string, cookie: string, reportDir: string): Promise<number> {
  const args = [
    '--config-file', path.join(ROOT, 'tests', 'fuzz', 'schemathesis.toml'),
    'run', `${url}/api/openapi.json`,
    '--url', url,
    '--header', `Cookie: ${cookie}`,
    '--header', `Origin: ${url}`,
    '--checks', CHECKS.join(','),
    '--seed', SEED,
    '--max-examples', EXAMPLES,
    '--workers', '2',
    '--request-timeout', '30',
    '--report', 'junit',
    '--report-dir', reportDir,
    ...EXCLUDED_PATHS.flatMap((excluded) => ['--exclude-path', excluded]),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(cli, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NO_COLOR: '1', TERM: 'dumb' } });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => console.log(withoutSummaryBar(line)));
    }
    child.once('error', reject);
    child.once('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Schemathesis closes with a pytest-style bar ("==== 2 warnings in 43.05s ===="), which log readers
 * take for pytest's own verdict on how many tests ran; the suite prints its own counts instead.
 */
function withoutSummaryBar(line: string): string {
  const bar = /^=+ (.*) =+$/.exec(line);
  return bar ? `(${bar[1]})` : line;
}

/** One JUnit test case per API operation; a failure or error element marks it failed. */
function countOperations(reportDir: string): { passed: number; failed: number } {
  let passed = 0;
  let failed = 0;
  for (const file of readdirSync(reportDir).filter((name) => name.endsWith('.xml'))) {
    const xml = readFileSync(path.join(reportDir, file), 'utf8');
    for (const testCase of xml.split('<testcase').slice(1)) {
      const body = testCase.split('</testcase>')[0] ?? '';
      if (/<(failure|error)\b/.test(body)) failed += 1;
      else if (!/<skipped\b/.test(body)) passed += 1;
    }
  }
  return { passed, failed };
}

async function main(): Promise<number> {
  const started = performance.now();
  const cli = ensureSchemathesis(ROOT, log);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'workspace-fuzz-'));
  let product: ProductProcess | null = null;
  const stop = async () => {
    await product?.stop();
    product = null;
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => void stop().then(() => process.exit(130)));
  try {
    log(`Starting the product (data in ${dataDir}) ...`);
    product = await startProduct({ dataDir, web: false });
    log(`Product at ${product.url}; signing up the fuzzing user.`);
    const cookie = await signUp(product.url);
    const reportDir = path.join(dataDir, 'report');
    const code = await runSchemathesis(cli, product.url, cookie, reportDir);
    const counts = countOperations(reportDir);
    log(`${counts.passed} operations passed, ${counts.failed} failed.`);
    if (process.env.FUZZ_COUNTS_FILE) writeFileSync(process.env.FUZZ_COUNTS_FILE, JSON.stringify(counts));
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    if (code !== 0) {
      log(`FAILED after ${seconds} s (seed ${SEED}, ${EXAMPLES} examples per operation): see the failures above.`);
      const tail = product.output().trim().split('\n').slice(-40).join('\n');
      if (tail) log(`Last lines the product printed:\n${tail}`);
    } else {
      log(`Passed in ${seconds} s: no 5xx and every reply as documented (seed ${SEED}, ${EXAMPLES} examples per operation).`);
    }
    return code;
  } finally {
    await stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`[fuzz] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
