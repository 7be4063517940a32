import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { GoogleConfig } from '../domain/mail/google-config';
import type { MailHostAllowList } from '../domain/mail/host-policy';
import type { AiConfig } from './ai/ai-config';
import type { SecretBox } from './security/secret-box';
import type { Embedder } from './knowledge/embedder-types';

/** What activities need from the process that hosts them; built once by the worker. */
export interface ActivityDeps {
  db: Kysely<Database>;
  workerIdentity: string;
  secrets: SecretBox;
  google: GoogleConfig | null;
  /** Private mail-server addresses the administrator allows (MAIL_ALLOWED_HOSTS). */
  mailHosts: MailHostAllowList;
  ai: AiConfig;
  /** Public base URL of the workspace, for links placed in other services (e.g. Google Calendar). */
  appUrl: string;
  /** Embeds knowledge-base chunks and queries (in-process model, or the AI provider's). */
  embedder: Embedder;
}
