import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { GoogleConfig } from '../../domain/mail/google-config';
import type { MailHostAllowList } from '../../domain/mail/host-policy';
import type { SecretBox } from '../security/secret-box';

/** What opening a mailbox needs: the database, the key for stored credentials, Google's settings and the mail-host allow-list. */
export interface MailDeps {
  db: Kysely<Database>;
  secrets: SecretBox;
  google: GoogleConfig | null;
  /** Private mail-server addresses the administrator allows (MAIL_ALLOWED_HOSTS). */
  mailHosts: MailHostAllowList;
}
