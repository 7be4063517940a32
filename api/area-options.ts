import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { SecretBox } from '../activities/security/secret-box';
import type { GoogleConfig } from '../domain/mail/google-config';
import type { MailHostAllowList } from '../domain/mail/host-policy';
import type { AiConfig } from '../activities/ai/ai-config';
import type { LegalServicesConfig } from '../domain/legal/services-config';
import type { TemporalHandle } from './temporal/client';
import type { Outbox } from './outbox/outbox';
import type { Embedder } from '../activities/knowledge/embedder-types';

/** What every area of the API is given when it is registered. */
export interface AreaOptions {
  db: Kysely<Database>;
  secrets: SecretBox;
  google: GoogleConfig | null;
  mailHosts: MailHostAllowList;
  temporal: TemporalHandle;
  outbox: Outbox;
  ai: AiConfig;
  appUrl: string;
  embedder: Embedder;
  legal: LegalServicesConfig;
}
