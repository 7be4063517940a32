import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { SecretBox } from '../../../activities/security/secret-box';
import type { GmailCredentials } from '../../../activities/mail/gmail/credentials';
import { createGmailProvider } from '../../../activities/mail/gmail/provider';
import { createGoogleCalendarClient } from '../../../activities/calendar/google-calendar';
import type { FakeGoogle } from './fake-google';
import { TEST_APP_SECRET } from './test-app';

/** Fresh tokens the fake accepts, expiring in the given number of minutes. */
export function fakeCredentials(fake: FakeGoogle, expiresInMinutes = 60): GmailCredentials {
  const { accessToken, refreshToken } = fake.issueTokens();
  return {
    accessToken,
    refreshToken,
    expiresAt: Math.floor(Date.now() / 1000) + expiresInMinutes * 60,
    email: fake.gmail.email,
    storedAt: new Date().toISOString(),
  };
}

/** A Gmail provider on the fake, recording what it saves. */
export function gmailOnFake(fake: FakeGoogle, options: { expiresInMinutes?: number; accountEmail?: string; credentials?: GmailCredentials } = {}) {
  const credentials = options.credentials ?? fakeCredentials(fake, options.expiresInMinutes);
  const saved: GmailCredentials[] = [];
  const provider = createGmailProvider({
    account: { id: 'account-1', email: options.accountEmail ?? fake.gmail.email },
    credentials,
    google: fake.config(),
    saveCredentials: async (next) => {
      saved.push(next);
    },
  });
  return { provider, credentials, saved };
}

export function calendarOnFake(fake: FakeGoogle, options: { expiresInMinutes?: number } = {}) {
  const credentials = fakeCredentials(fake, options.expiresInMinutes);
  const saved: GmailCredentials[] = [];
  const client = createGoogleCalendarClient({
    credentials,
    google: fake.config(),
    saveCredentials: async (next) => {
      saved.push(next);
    },
  });
  return { client, credentials, saved };
}

/** Links a Gmail account on the fake to `userId`, as the OAuth callback would; returns its id. */
export async function linkFakeGmail(db: Kysely<Database>, userId: string, fake: FakeGoogle): Promise<string> {
  const account = await db
    .insertInto('linked_accounts')
    .values({
      user_id: userId,
      provider: 'gmail',
      email: fake.gmail.email,
      name: 'Attorney',
      settings: '{}',
      credentials_encrypted: new SecretBox(TEST_APP_SECRET).sealJson(fakeCredentials(fake)),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return account.id;
}
