import type { MailDeps } from '../../activities/mail/mail-deps';
import { openMailProvider } from '../../activities/mail/provider-factory';
import type { MailProvider } from '../../activities/mail/provider';
import type { LinkedAccountRow } from '../../db/tables/mail';

export type EmailDebugStepName = 'open' | 'folders' | 'firstPage';

export interface EmailDebugStep {
  step: EmailDebugStepName;
  ok: boolean;
  ms: number;
  /** What the step found, in plain words. */
  summary: string;
  /** The provider's own error text, as it came. */
  error: string | null;
}

const errorText = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

async function timed<T>(step: EmailDebugStepName, work: () => Promise<T>, describe: (value: T) => string): Promise<{ value: T | null; result: EmailDebugStep }> {
  const started = performance.now();
  try {
    const value = await work();
    return { value, result: { step, ok: true, ms: Math.round(performance.now() - started), summary: describe(value), error: null } };
  } catch (error) {
    return { value: null, result: { step, ok: false, ms: Math.round(performance.now() - started), summary: 'Failed.', error: errorText(error) } };
  }
}

/** Opens the mailbox, lists its folders and reads the first inbox page, timing each; stops at the first failure. */
export async function diagnoseMailbox(deps: MailDeps, account: LinkedAccountRow): Promise<EmailDebugStep[]> {
  const steps: EmailDebugStep[] = [];
  const opened = await timed('open', () => openMailProvider(deps, account), () => 'The mailbox opened.');
  steps.push(opened.result);
  const provider: MailProvider | null = opened.value;
  if (!provider) return steps;
  try {
    const folders = await timed('folders', () => provider.listFolders(), (list) => `${list.length} folders: ${list.map((folder) => folder.name).join(', ')}.`);
    steps.push(folders.result);
    if (!folders.value) return steps;
    const page = await timed(
      'firstPage',
      () => provider.listMessages({ folderId: 'INBOX', pageSize: 25 }),
      (first) => `${first.messages.length} messages on the first inbox page (about ${first.resultSizeEstimate} in all)${first.nextPageToken ? '; more pages follow' : ''}.`,
    );
    steps.push(page.result);
    return steps;
  } finally {
    await provider.close?.().catch(() => undefined);
  }
}
