import type { Kysely } from 'kysely';
import { aiKeyStatus } from '../../activities/ai/ai-config';
import type { Database } from '../../db/schema';
import type { LinkedAccountRow } from '../../db/tables/mail';
import { INTEGRATION_NAMES, type IntegrationAccount, type IntegrationState } from '../../domain/settings/integrations';
import type { AreaOptions } from '../area-options';

type Deps = Pick<AreaOptions, 'db' | 'google' | 'ai' | 'legal'>;

const toAccount = (row: Pick<LinkedAccountRow, 'id' | 'email' | 'name' | 'connected' | 'last_synced_at'>): IntegrationAccount => ({
  id: row.id,
  email: row.email,
  name: row.name,
  connected: row.connected,
  lastSynced: row.last_synced_at?.toISOString() ?? null,
});

async function linkedAccounts(db: Kysely<Database>, userId: string) {
  return db.selectFrom('linked_accounts').select(['id', 'provider', 'email', 'name', 'connected', 'last_synced_at']).where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute();
}

/** Every integration with its real state for this user: their linked accounts, and what the server is set up with. */
export async function integrationStates(deps: Deps, userId: string): Promise<IntegrationState[]> {
  const rows = await linkedAccounts(deps.db, userId);
  const gmail = rows.filter((row) => row.provider === 'gmail').map(toAccount);
  const imap = rows.filter((row) => row.provider === 'imap').map(toAccount);
  const demo = rows.filter((row) => row.provider === 'demo').map(toAccount);
  const google = gmail.find((account) => account.connected) ?? null;
  const googleAvailable = deps.google !== null;
  const googleUnavailable = 'Google sign-in is not set up on this server (GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET), so Google accounts cannot be linked.';

  const viaGoogle = (what: string): Pick<IntegrationState, 'status' | 'detail' | 'accounts'> => {
    if (google) return { status: 'connected', detail: `${what} uses your linked Google account ${google.email}.`, accounts: [{ ...google, lastSynced: null }] };
    if (!googleAvailable) return { status: 'unavailable', detail: googleUnavailable, accounts: [] };
    return { status: 'not-connected', detail: `Link a Google account (Gmail) to use ${what}; one Google sign-in gives mail, calendar and drive access.`, accounts: [] };
  };

  const ai = aiKeyStatus(deps.ai);
  const hasKey = Boolean(deps.ai.apiKey?.trim());
  const courtToken = Boolean(deps.legal.courtListener.token);

  const states: IntegrationState[] = [
    {
      id: 'gmail',
      name: INTEGRATION_NAMES.gmail,
      kind: 'account',
      description: 'Read, send and organise mail of a Google account.',
      ...(gmail.some((account) => account.connected)
        ? { status: 'connected' as const, detail: `${gmail.length} Google account(s) linked.` }
        : googleAvailable
          ? { status: 'not-connected' as const, detail: gmail.length > 0 ? 'Your Google account needs to be linked again.' : 'No Google account is linked.' }
          : { status: 'unavailable' as const, detail: googleUnavailable }),
      accounts: gmail,
    },
    {
      id: 'imap',
      name: INTEGRATION_NAMES.imap,
      kind: 'account',
      description: "Any mailbox reachable over IMAP (reading) and SMTP (sending), such as the firm's own mail server.",
      status: imap.some((account) => account.connected) ? 'connected' : 'not-connected',
      detail: imap.length > 0 ? `${imap.length} mailbox(es) linked.` : 'No IMAP/SMTP mailbox is linked.',
      accounts: imap,
    },
    { id: 'google-calendar', name: INTEGRATION_NAMES['google-calendar'], kind: 'account', description: 'Hearings and meetings found in mail go onto your Google Calendar.', ...viaGoogle('Google Calendar') },
    { id: 'google-drive', name: INTEGRATION_NAMES['google-drive'], kind: 'account', description: 'Browse the files of your Google Drive next to the workspace drive (read-only).', ...viaGoogle('Google Drive') },
    {
      id: 'ai',
      name: INTEGRATION_NAMES.ai,
      kind: 'server',
      description: 'Analysis, drafting and chat with an OpenAI-compatible model, set up by the administrator.',
      status: ai.usable ? 'connected' : 'unavailable',
      detail: ai.usable
        ? `Set up: ${deps.ai.model} at ${deps.ai.baseUrl ?? 'the OpenAI API'}.`
        : hasKey
          ? `The configured key cannot be used: ${ai.reason} The offline analysers run instead.`
          : 'No AI key is set up on this server; the offline analysers run and chat answers from your documents only.',
      accounts: [],
    },
    {
      id: 'courtlistener',
      name: INTEGRATION_NAMES.courtlistener,
      kind: 'server',
      description: 'Case-law search and citation checks against CourtListener.',
      status: 'connected',
      detail: courtToken
        ? `Set up with the firm's CourtListener token, at ${deps.legal.courtListener.baseUrl}.`
        : `Public access without a token, at ${deps.legal.courtListener.baseUrl} (the administrator can add COURTLISTENER_TOKEN for higher limits).`,
      accounts: [],
    },
  ];
  if (demo.length > 0) {
    states.push({ id: 'demo', name: INTEGRATION_NAMES.demo, kind: 'account', description: 'Sample mail to try the workspace with; it sends nothing outside.', status: 'connected', detail: 'The demo mailbox is on.', accounts: demo });
  }
  return states;
}
