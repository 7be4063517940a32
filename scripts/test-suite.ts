/**
 * `npm test`: type check, lint, unit, integration, fuzz and browser tests in that order, stopping at
 * the first stage that fails, then one closing line with the counts of every stage that ran
 * ("tests: N passed, N failed"), so a reader of the log sees at a glance how much was executed.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

interface Counts {
  passed: number;
  failed: number;
}

interface Stage {
  name: string;
  command: string[];
  env?: Record<string, string>;
  /** Reads what the stage executed; stages without tests (type check, lint, build) have none. */
  counts?: () => Counts;
}

const reportDir = mkdtempSync(path.join(os.tmpdir(), 'workspace-test-counts-'));
const report = (file: string) => path.join(reportDir, file);

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(file, 'utf8')) as unknown;
}

function vitestCounts(file: string): () => Counts {
  return () => {
    const json = readJson(file) as { numPassedTests: number; numFailedTests: number };
    return { passed: json.numPassedTests, failed: json.numFailedTests };
  };
}

function playwrightCounts(file: string): () => Counts {
  return () => {
    const { stats } = readJson(file) as { stats: { expected: number; unexpected: number; flaky: number } };
    return { passed: stats.expected + stats.flaky, failed: stats.unexpected };
  };
}

const npmRun = (script: string, ...args: string[]) => ['npm', 'run', '--silent', script, ...(args.length ? ['--', ...args] : [])];
const vitestJson = (file: string) => ['--reporter=default', '--reporter=json', `--outputFile.json=${report(file)}`];

const stages: Stage[] = [
  { name: 'type check', command: npmRun('typecheck') },
  { name: 'lint', command: npmRun('lint') },
  { name: 'unit tests', command: npmRun('test:unit', ...vitestJson('unit.json')), counts: vitestCounts(report('unit.json')) },
  {
    name: 'integration tests',
    command: npmRun('test:integration', ...vitestJson('integration.json')),
    counts: vitestCounts(report('integration.json')),
  },
  {
    name: 'fuzz pass',
    command: npmRun('test:fuzz'),
    env: { FUZZ_COUNTS_FILE: report('fuzz.json') },
    counts: () => readJson(report('fuzz.json')) as Counts,
  },
  { name: 'build', command: npmRun('build') },
  {
    name: 'browser tests',
    command: ['npx', 'playwright', 'test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: report('e2e.json') },
    counts: playwrightCounts(report('e2e.json')),
  },
];

function run(stage: Stage): Promise<number> {
  return new Promise((resolve, reject) => {
    const [command, ...args] = stage.command as [string, ...string[]];
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...stage.env } });
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function tryCounts(stage: Stage): Counts | null {
  try {
    return stage.counts?.() ?? null;
  } catch {
    return null;
  }
}

async function main(): Promise<number> {
  const total: Counts = { passed: 0, failed: 0 };
  try {
    for (const stage of stages) {
      console.log(`\n=> ${stage.name}`);
      const code = await run(stage);
      const counts = tryCounts(stage);
      if (counts) {
        total.passed += counts.passed;
        total.failed += counts.failed;
        console.log(`=> ${stage.name}: ${counts.passed} passed, ${counts.failed} failed`);
      } else if (stage.counts && code === 0) {
        console.error(`=> ${stage.name} exited 0 but left no report of what it ran.`);
        return 1;
      }
      if (code !== 0) {
        if (!counts?.failed) total.failed += 1;
        console.error(`=> ${stage.name} failed (exit code ${code}); later stages were not run.`);
        return code;
      }
    }
    return 0;
  } finally {
    console.log(`\ntests: ${total.passed} passed, ${total.failed} failed`);
    rmSync(reportDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
