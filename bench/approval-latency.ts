/**
 * Latency from the approve call (HTTP API) to the action completed, over N actions, against a bare
 * signal round trip on the same Temporal server (ratio).
 *   npx tsx bench/approval-latency.ts [actions=1000]
 */
import { legalServicesFromEnv } from '../domain/legal/services-config';
import { buildApp } from '../api/app';
import { EMPTY_MAIL_HOST_ALLOW_LIST } from '../domain/mail/host-policy';
import { percentile, startBenchEnvironment, summarise } from './support/environment';
import { sharedLocalEmbedder } from '../tests/support/embedding-model';

const ACTIONS = Number(process.argv[2] ?? 1000);
const env = await startBenchEnvironment();
const app = await buildApp({ db: env.db, driver: env.driver, listen: env.listen, temporal: env.temporal, webDir: '/none', cookieSecure: false, sessionTtlDays: 1, secrets: env.secrets, google: null, mailHosts: EMPTY_MAIL_HOST_ALLOW_LIST, ai: { apiKey: undefined, baseUrl: undefined, model: 'offline' }, appUrl: 'http://127.0.0.1', embedder: sharedLocalEmbedder(), legal: legalServicesFromEnv({}) });

await env.worker.runUntil(async () => {
  const signUp = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: { email: 'bench@example.com', password: 'bench-pass-1', firstName: 'Bench', lastName: 'User' } });
  const cookie = `ws_session=${signUp.cookies.find((c) => c.name === 'ws_session')!.value}`;
  const agents = (await app.inject({ method: 'GET', url: '/api/agents', headers: { cookie } })).json().agents as Array<{ id: string; name: string }>;
  const taskAgent = agents.find((agent) => agent.name === 'Task Agent')!;

  const proposals: Array<{ auditId: string; workflowId: string }> = [];
  for (let index = 0; index < ACTIONS; index++) {
    const response = await app.inject({
      method: 'POST',
      url: `/api/agents/${taskAgent.id}/actions`,
      headers: { cookie },
      payload: { type: 'task.create', params: { title: `Bench task ${index}` }, requireApproval: true },
    });
    proposals.push(response.json());
  }

  const approvals: number[] = [];
  for (const proposal of proposals) {
    const started = performance.now();
    await app.inject({ method: 'POST', url: `/api/audit/${proposal.auditId}/approve`, headers: { cookie }, payload: {} });
    await env.temporal.client.workflow.getHandle(proposal.workflowId).result();
    approvals.push(performance.now() - started);
  }

  const waiting = await Promise.all(
    Array.from({ length: ACTIONS }, (_, index) => env.temporal.client.workflow.start('waitForPing', { taskQueue: env.temporal.taskQueue, workflowId: `bench-ping-${env.temporal.taskQueue}-${index}` })),
  );
  const signals: number[] = [];
  for (const handle of waiting) {
    const started = performance.now();
    await handle.signal('ping');
    await handle.result();
    signals.push(performance.now() - started);
  }

  const approvalMean = summarise('approve → action completed', approvals);
  const signalMean = summarise('bare signal → workflow completed', signals);
  console.log(`ratio (mean approval / mean signal round trip): ${(approvalMean / signalMean).toFixed(2)}`);
  console.log(`ratio (p95 approval / p95 signal round trip): ${(percentile(approvals, 0.95) / percentile(signals, 0.95)).toFixed(2)}`);
});
await app.close();
await env.close();
