import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

interface Service {
  image?: string;
  build?: unknown;
  command?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: unknown };
}

const compose = parse(readFileSync(new URL('../../docker-compose.yml', import.meta.url), 'utf8'), { merge: true }) as {
  services: Record<string, Service>;
};
const services = compose.services;

describe('docker-compose.yml: the production shape', () => {
  it('has Postgres with pgvector, Temporal, its UI, the API and the worker, each with a health check', () => {
    expect(Object.keys(services).sort()).toEqual(['api', 'postgres', 'temporal', 'temporal-ui', 'worker']);
    expect(services.postgres?.image).toMatch(/^pgvector\/pgvector:/);
    for (const [name, service] of Object.entries(services)) expect(service.healthcheck?.test, name).toBeTruthy();
  });

  it('points the API and worker at the compose Postgres with its own credentials', () => {
    const pgEnv = services.postgres!.environment!;
    for (const name of ['api', 'worker']) {
      const url = new URL(services[name]!.environment!.DATABASE_URL!);
      expect(url.hostname, name).toBe('postgres');
      expect(url.username).toBe(pgEnv.POSTGRES_USER);
      expect(url.password).toBe(pgEnv.POSTGRES_PASSWORD);
      expect(url.pathname).toBe(`/${pgEnv.POSTGRES_DB}`);
    }
  });

  it('runs Temporal on the same Postgres and points everyone at it', () => {
    const temporal = services.temporal!.environment!;
    const pgEnv = services.postgres!.environment!;
    expect(temporal.POSTGRES_SEEDS).toBe('postgres');
    expect(temporal.POSTGRES_USER).toBe(pgEnv.POSTGRES_USER);
    expect(temporal.POSTGRES_PWD).toBe(pgEnv.POSTGRES_PASSWORD);
    for (const name of ['api', 'worker', 'temporal-ui']) {
      expect(services[name]!.environment!.TEMPORAL_ADDRESS, name).toBe('temporal:7233');
    }
  });

  it('starts the API and worker as separate processes that wait for healthy dependencies', () => {
    expect(services.api!.command).toEqual(['npm', 'run', 'api']);
    expect(services.worker!.command).toEqual(['npm', 'run', 'worker']);
    for (const name of ['api', 'worker']) {
      expect(services[name]!.depends_on).toEqual({ postgres: { condition: 'service_healthy' }, temporal: { condition: 'service_healthy' } });
    }
    const scripts = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).scripts as Record<string, string>;
    expect(scripts.api).toContain('api/main-api.ts');
    expect(scripts.worker).toContain('api/main-worker.ts');
  });

  it('links the API to the Temporal UI the compose file publishes', () => {
    const uiPort = '8080';
    expect(services.api!.environment!.TEMPORAL_UI_URL).toBe(`http://localhost:${uiPort}`);
  });
});

describe('Dockerfile', () => {
  const dockerfile = readFileSync(new URL('../../Dockerfile', import.meta.url), 'utf8');

  it('installs packages with .npmrc in place, so onnxruntime-node does not download CUDA builds', () => {
    expect(dockerfile).toMatch(/COPY package\.json package-lock\.json \.npmrc \.\/\nRUN npm ci/);
    expect(readFileSync(new URL('../../.npmrc', import.meta.url), 'utf8')).toMatch(/^onnxruntime-node-install=skip$/m);
  });

  it('carries the search model in the image', () => {
    expect(dockerfile).toContain('RUN npx tsx scripts/install-embedding-model.ts');
  });
});
