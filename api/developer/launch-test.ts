import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { DatabaseDriver } from '../../db/connection';
import { aiKeyStatus } from '../../activities/ai/ai-config';
import { MAX_FILE_BYTES } from '../../domain/files/limits';
import { checkHealth } from '../health/health-service';
import type { AreaOptions } from '../area-options';
import { tokenStatus } from '../tokens/token-service';

export type CheckState = 'pass' | 'warn' | 'fail';

/** One row of the readiness checklist: a plain sentence, and the technical detail behind it. */
export interface LaunchCheck {
  id: 'database' | 'temporal' | 'worker' | 'ai' | 'embedding' | 'mail' | 'calendar' | 'drive' | 'caselaw';
  title: string;
  state: CheckState;
  summary: string;
  detail: string;
}

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** Runs the readiness checklist against the live system, for the signed-in user. */
export async function runLaunchTest(options: AreaOptions & { driver: DatabaseDriver }, userId: string): Promise<LaunchCheck[]> {
  const [health, accounts, googleTokens] = await Promise.all([
    checkHealth(options.db, options.driver, options.temporal),
    linkedAccounts(options.db, userId),
    tokenStatus(options, userId),
  ]);
  const checks: LaunchCheck[] = [];

  checks.push(
    health.database.ok
      ? { id: 'database', title: 'Database', state: 'pass', summary: 'The database answers: your data can be read and saved.', detail: `driver ${health.database.driver}` }
      : { id: 'database', title: 'Database', state: 'fail', summary: 'The database does not answer: nothing can be read or saved.', detail: health.database.error ?? 'no answer' },
  );
  const temporalDetail = `Temporal at ${health.temporal.address}, namespace ${health.temporal.namespace}${health.temporal.error ? `: ${health.temporal.error}` : ''}`;
  checks.push(
    health.temporal.ok
      ? { id: 'temporal', title: 'Background work', state: 'pass', summary: 'The service that runs background work (mail analysis, automations, approvals) answers.', detail: temporalDetail }
      : { id: 'temporal', title: 'Background work', state: 'fail', summary: 'The service that runs background work cannot be reached: mail analysis, automations and approvals will wait.', detail: temporalDetail },
  );
  const workerDetail = `task queue ${health.worker.taskQueue}, ${health.worker.pollers} poller(s)`;
  checks.push(
    health.worker.ok
      ? { id: 'worker', title: 'Worker', state: 'pass', summary: 'A worker is ready to carry out background work.', detail: workerDetail }
      : { id: 'worker', title: 'Worker', state: 'fail', summary: 'No worker is running: background work is queued but nothing carries it out.', detail: workerDetail },
  );

  const key = aiKeyStatus(options.ai);
  checks.push(
    key.usable
      ? { id: 'ai', title: 'AI', state: 'pass', summary: `An AI service is set up: model ${options.ai.model} analyses mail and answers in chat.`, detail: `base URL ${options.ai.baseUrl ?? 'https://api.openai.com/v1'}` }
      : {
          id: 'ai',
          title: 'AI',
          state: 'warn',
          summary: 'No usable AI key: e-mails are analysed by the built-in offline analysers; chat and drafting need a key.',
          detail: key.reason,
        },
  );

  const embedder = options.embedder.status();
  const embedderDetail = `model ${embedder.model}${'reason' in embedder ? `: ${embedder.reason}` : ''}`;
  const embedding: Record<typeof embedder.state, Pick<LaunchCheck, 'state' | 'summary'>> = {
    ready: { state: 'pass', summary: 'The model that makes documents searchable by meaning is ready.' },
    loading: { state: 'warn', summary: 'The model that makes documents searchable by meaning is still loading.' },
    unavailable: { state: 'fail', summary: 'The model that makes documents searchable by meaning cannot be used.' },
  };
  checks.push({ id: 'embedding', title: 'Search model', ...embedding[embedder.state], detail: embedderDetail });

  const real = accounts.filter((account) => account.provider !== 'demo');
  const disconnected = real.filter((account) => !account.connected);
  const expired = googleTokens.filter((token) => !token.valid && !token.canRefresh);
  const mailDetail = accounts.map((account) => `${account.provider} ${account.email}${account.connected ? '' : ' (disconnected)'}`).join('; ') || 'no accounts';
  if (real.length === 0) {
    checks.push({ id: 'mail', title: 'Mail', state: 'warn', summary: 'No mailbox is linked: only the demo mailbox is available. Link Gmail or an IMAP account under Integrations.', detail: mailDetail });
  } else if (disconnected.length > 0 || expired.length > 0) {
    const names = [...disconnected.map((account) => account.email), ...expired.map((token) => token.email)].join(', ');
    checks.push({ id: 'mail', title: 'Mail', state: 'warn', summary: `Reconnect ${names}: the product can no longer read that mailbox.`, detail: mailDetail });
  } else {
    checks.push({ id: 'mail', title: 'Mail', state: 'pass', summary: `${real.length} mailbox${real.length === 1 ? ' is' : 'es are'} linked and connected.`, detail: mailDetail });
  }

  const google = googleTokens[0];
  if (!options.google) {
    checks.push({ id: 'calendar', title: 'Calendar', state: 'warn', summary: 'Your workspace calendar works; syncing with Google Calendar is not set up on this server.', detail: 'GOOGLE_CLIENT_ID / GOOGLE_CLIENT_SECRET not set' });
  } else if (!google) {
    checks.push({ id: 'calendar', title: 'Calendar', state: 'warn', summary: 'Your workspace calendar works; link a Google account to put hearings on Google Calendar too.', detail: 'no Google account linked' });
  } else {
    checks.push({ id: 'calendar', title: 'Calendar', state: 'pass', summary: `Your workspace calendar works and uses Google Calendar through ${google.email}.`, detail: `token ${google.valid ? 'valid' : 'needs a refresh'}, ${google.minutesLeft} min left` });
  }

  checks.push({
    id: 'drive',
    title: 'Drive',
    state: 'pass',
    summary: google ? `Files can be stored in the workspace drive, and Google Drive is listed through ${google.email}.` : 'Files can be stored in the workspace drive. Link a Google account to list Google Drive too.',
    detail: `largest file ${megabytes(MAX_FILE_BYTES)}`,
  });

  const { caselaw, courtListener } = options.legal;
  checks.push({
    id: 'caselaw',
    title: 'Case law',
    state: courtListener.token ? 'pass' : 'warn',
    summary: courtListener.token
      ? 'Case research uses CourtListener with your firm’s token and the Caselaw Access Project.'
      : 'Case research uses CourtListener without a token (lower limits) and the Caselaw Access Project. Set COURTLISTENER_TOKEN for more searches.',
    detail: `CourtListener ${courtListener.baseUrl}; Caselaw Access Project ${caselaw.baseUrl}`,
  });
  return checks;
}

async function linkedAccounts(db: Kysely<Database>, userId: string) {
  return db.selectFrom('linked_accounts').select(['provider', 'email', 'connected']).where('user_id', '=', userId).orderBy('created_at').execute();
}
