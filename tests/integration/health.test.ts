import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpUser, type TestApp } from './support/test-app';

describe('health and the readiness workflow on a real Temporal server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ withWorker: true });
  });
  afterAll(async () => t?.close());

  it('reports database, Temporal and a polling worker', async () => {
    // The server learns of a poller when its first long poll arrives; give it a moment.
    let body: { status: string; worker: { pollers: number } } | undefined;
    for (let i = 0; i < 40 && !(body && body.worker.pollers > 0); i++) {
      body = (await t.app.inject({ method: 'GET', url: '/api/health' })).json();
      if (body!.worker.pollers === 0) await new Promise((r) => setTimeout(r, 250));
    }
    expect(body).toMatchObject({
      status: 'ok',
      database: { ok: true, driver: 'pglite' },
      temporal: { ok: true, namespace: 'default', address: t.temporal.address },
      worker: { ok: true, taskQueue: t.temporal.taskQueue },
    });
  });

  it('runs the readiness workflow through the worker into the database and back, for signed-in users', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/health/probe', payload: {} })).statusCode).toBe(401);
    const { cookie } = await signUpUser(t.app);
    const response = await t.app.inject({ method: 'POST', url: '/api/health/probe', headers: { cookie }, payload: {} });
    expect(response.statusCode).toBe(200);
    const probe = response.json();
    expect(probe.workflowId).toMatch(/^readiness-probe:/);
    expect(probe.workflowUrl).toBe(`http://127.0.0.1:8233/namespaces/default/workflows/${encodeURIComponent(probe.workflowId)}`);
    expect(probe.workerIdentity).toContain(t.temporal.taskQueue);
    const row = await t.database.db.selectFrom('health_probes').selectAll().where('id', '=', probe.workflowId).executeTakeFirst();
    expect(row?.worker_identity).toBe(probe.workerIdentity);

    const history = await t.temporal.client.workflow.getHandle(probe.workflowId).describe();
    expect(history.status.name).toBe('COMPLETED');
  });

  it('says so when no worker serves the task queue', async () => {
    await t.worker!.shutdown();
    const started = Date.now();
    const { runReadinessProbe } = await import('../../api/health/health-service');
    await expect(runReadinessProbe(t.temporal, 2_000)).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
