import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  throw new Error(`Browser tests need Debian's Chromium at ${chromium}: run "apt-get install -y chromium" (or set CHROMIUM_PATH).`);
}

const port = Number(process.env.E2E_PORT ?? 3199);
const baseURL = `http://127.0.0.1:${port}`;
// A fresh embedded database and Temporal state for every run.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'workspace-e2e-'));
// Fake case-law services on loopback (the Caselaw Access Project's static files and CourtListener v4), since the real ones are out of reach here.
const legalPort = Number(process.env.E2E_LEGAL_PORT ?? 3198);
const legalRoot = `http://127.0.0.1:${legalPort}`;
const courtListenerToken = 'e2e-courtlistener-token';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: [
    {
      command: `exec "${process.execPath}" --import tsx tests/support/fake-legal-services.ts --port ${legalPort} --token ${courtListenerToken}`,
      url: `${legalRoot}/caselaw/ReportersMetadata.json`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The product's own Node process (no npx or shell in between), stopped like Ctrl-C so it stops its dev server.
      command: `exec "${process.execPath}" --import tsx api/main.ts`,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
      url: `${baseURL}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        CASELAW_BASE_URL: `${legalRoot}/caselaw`,
        COURTLISTENER_BASE_URL: `${legalRoot}/courtlistener`,
        COURTLISTENER_TOKEN: courtListenerToken,
      },
    },
  ],
});
