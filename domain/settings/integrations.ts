/** The integrations page (seed 000 §2 /integrations): one entry per outside service, with its real state. */
export type IntegrationId = 'gmail' | 'imap' | 'google-calendar' | 'google-drive' | 'ai' | 'courtlistener' | 'demo';

export interface IntegrationAccount {
  id: string;
  email: string;
  name: string;
  connected: boolean;
  /** When its mail was last brought up to date (ISO), null when never or not recorded. */
  lastSynced: string | null;
}

export interface IntegrationState {
  id: IntegrationId;
  name: string;
  description: string;
  /** 'account': the user links accounts; 'server': set up by the server's administrator. */
  kind: 'account' | 'server';
  /** connected: at least one connected account, or configured by the server; available: can be linked; unavailable: this server cannot offer it. */
  status: 'connected' | 'not-connected' | 'unavailable';
  /** A plain sentence on the state (what it uses, why it is not available). */
  detail: string;
  accounts: IntegrationAccount[];
}

export const INTEGRATION_NAMES: Record<IntegrationId, string> = {
  gmail: 'Gmail',
  imap: 'IMAP/SMTP mail',
  'google-calendar': 'Google Calendar',
  'google-drive': 'Google Drive',
  ai: 'OpenAI-compatible AI',
  courtlistener: 'CourtListener',
  demo: 'Demo mailbox',
};
