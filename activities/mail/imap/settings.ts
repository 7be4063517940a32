import { Type, type Static } from 'typebox';

const Port = Type.Integer({ minimum: 1, maximum: 65535 });
const Host = Type.String({ minLength: 1, maxLength: 253 });

/**
 * Where and how to reach an IMAP/SMTP mailbox. `…Secure` means TLS from the first byte (ports 993/465);
 * when false the client still upgrades with STARTTLS where the server offers it.
 * The password is not part of the settings: it is sealed separately.
 */
export const ImapSettingsSchema = Type.Object(
  {
    imapHost: Host,
    imapPort: Port,
    imapSecure: Type.Boolean(),
    smtpHost: Host,
    smtpPort: Port,
    smtpSecure: Type.Boolean(),
    username: Type.String({ minLength: 1, maxLength: 320 }),
  },
  { additionalProperties: false },
);

export type ImapSettings = Static<typeof ImapSettingsSchema>;

/** The linked account the provider acts for. */
export interface ImapAccount {
  id: string;
  email: string;
  name: string;
}

/** Picks the settings out of a larger object (a request body, a jsonb column), so nothing else leaks in. */
export function pickImapSettings(source: ImapSettings): ImapSettings {
  const { imapHost, imapPort, imapSecure, smtpHost, smtpPort, smtpSecure, username } = source;
  return { imapHost: imapHost.trim(), imapPort, imapSecure, smtpHost: smtpHost.trim(), smtpPort, smtpSecure, username: username.trim() };
}
