import path from 'node:path';

export interface DovecotConfigInput {
  /** Temp folder holding everything the server writes. */
  root: string;
  port: number;
  /** The system user every Dovecot process and mailbox runs as. */
  runAs: { name: string; uid: number; gid: number; group: string };
  mailUser: { username: string; password: string };
  /** Created at first login; `specialUse` is announced with SPECIAL-USE. */
  mailboxes: DovecotMailbox[];
}

export interface DovecotMailbox {
  name: string;
  specialUse?: string;
}

export const STANDARD_MAILBOXES: DovecotMailbox[] = [
  { name: 'Sent', specialUse: '\\Sent' },
  { name: 'Drafts', specialUse: '\\Drafts' },
  { name: 'Trash', specialUse: '\\Trash' },
  { name: 'Junk', specialUse: '\\Junk' },
  { name: 'Archive', specialUse: '\\Archive' },
];

export const dovecotPaths = (root: string) => ({
  config: path.join(root, 'dovecot.conf'),
  passwd: path.join(root, 'passwd'),
  log: path.join(root, 'dovecot.log'),
  baseDir: path.join(root, 'run'),
  stateDir: path.join(root, 'state'),
  home: (username: string) => path.join(root, 'home', username),
});

/** passwd-file line: user:{PLAIN}password:uid:gid::home */
export function dovecotPasswdFile({ root, runAs, mailUser }: DovecotConfigInput): string {
  return `${mailUser.username}:{PLAIN}${mailUser.password}:${runAs.uid}:${runAs.gid}::${dovecotPaths(root).home(mailUser.username)}\n`;
}

/**
 * A self-contained, rootless Dovecot: loopback only, plaintext auth (no TLS), one passwd-file user,
 * Maildir under the temp folder, and the mailboxes a real provider offers.
 */
export function dovecotConfig(input: DovecotConfigInput): string {
  const paths = dovecotPaths(input.root);
  const user = input.runAs.name;
  return `
protocols = imap
listen = 127.0.0.1
base_dir = ${paths.baseDir}
state_dir = ${paths.stateDir}
instance_name = test-dovecot-${input.port}
log_path = ${paths.log}
info_log_path = ${paths.log}
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
auth_failure_delay = 0
default_internal_user = ${user}
default_internal_group = ${input.runAs.group}
default_login_user = ${user}
first_valid_uid = 1
mail_location = maildir:~/Maildir
passdb {
  driver = passwd-file
  args = scheme=PLAIN ${paths.passwd}
}
userdb {
  driver = passwd-file
  args = ${paths.passwd}
}
service imap-login {
  chroot =
  inet_listener imap {
    address = 127.0.0.1
    port = ${input.port}
  }
  inet_listener imaps {
    port = 0
  }
}
service anvil {
  chroot =
  # No growing delay after failed logins: the tests try wrong passwords on purpose.
  unix_listener anvil-auth-penalty {
    mode = 0
  }
}
namespace inbox {
  inbox = yes
  separator = /
${input.mailboxes.map(mailboxSection).join('\n')}
}
`;
}

function mailboxSection({ name, specialUse }: DovecotMailbox): string {
  return [`  mailbox "${name}" {`, '    auto = subscribe', ...(specialUse ? [`    special_use = ${specialUse}`] : []), '  }'].join('\n');
}
