import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { GoogleConfig } from '../../domain/mail/google-config';
import type { SecretBox } from '../security/secret-box';

/** What opening a mailbox needs: the database, the key for stored credentials, and Google's settings. */
export interface MailDeps {
  db: Kysely<Database>;
  secrets: SecretBox;
  google: GoogleConfig | null;
}
