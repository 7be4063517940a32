/** How to reach Google: the real endpoints in production, a loopback fake in tests. */
export interface GoogleConfig {
  clientId: string;
  clientSecret: string;
  /** Where Google sends the user back: {APP_URL}/api/mail/gmail/callback. */
  redirectUri: string;
  /** Overrides for tests: the API root (gmail/calendar), the consent page and the token endpoint. */
  apiRootUrl?: string;
  authBaseUrl?: string;
  tokenUrl?: string;
}

/** Scopes of seed 000 §6. */
export const GOOGLE_SCOPES = [
  'openid',
  'https://www.googleapis.com/auth/userinfo.profile',
  'https://www.googleapis.com/auth/userinfo.email',
  'https://www.googleapis.com/auth/gmail.readonly',
  'https://www.googleapis.com/auth/gmail.send',
  'https://www.googleapis.com/auth/gmail.modify',
  'https://www.googleapis.com/auth/gmail.compose',
  'https://www.googleapis.com/auth/calendar.events.readonly',
  'https://www.googleapis.com/auth/calendar.events',
  'https://www.googleapis.com/auth/tasks',
  'https://www.googleapis.com/auth/drive.metadata.readonly',
  'https://www.googleapis.com/auth/contacts.readonly',
] as const;
