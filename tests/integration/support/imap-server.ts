import { accessSync, constants, readFileSync } from 'node:fs';
import { chown, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ImapFlow } from 'imapflow';
import { freePort } from '../../../api/runtime/free-port';
import { spawnWatched, type WatchedProcess } from '../../../api/runtime/watchdog';
import { dovecotConfig, dovecotPasswdFile, dovecotPaths, STANDARD_MAILBOXES, type DovecotConfigInput, type DovecotMailbox } from './dovecot-config';

export interface MessageToFile {
  raw: string | Buffer;
  /** INBOX unless given. */
  mailbox?: string;
  flags?: string[];
  date?: Date;
}

export interface RunningImapServer {
  host: string;
  port: number;
  /** The one mailbox user; the username is also its e-mail address. */
  username: string;
  password: string;
  /** Files a raw RFC 822 message into a mailbox of the test user, as a delivery agent would. */
  append(raw: string | Buffer, options?: Omit<MessageToFile, 'raw'>): Promise<void>;
  /** Files several messages, in order, over one connection. */
  appendAll(messages: MessageToFile[]): Promise<void>;
  /** Successful IMAP sign-ins so far, from Dovecot's log. */
  loginCount(): number;
  stop(): Promise<void>;
}

const INSTALL_HINT = 'Install it with `apt-get install -y dovecot-imapd` (.ci/run does this).';
const READY_TIMEOUT_MS = 15_000;

/** Starts Debian's Dovecot as an unprivileged child process on a random loopback port. */
export async function startImapServer(options: { username?: string; password?: string; mailboxes?: DovecotMailbox[] } = {}): Promise<RunningImapServer> {
  const binary = locateDovecot();
  const root = await mkdtemp(path.join(os.tmpdir(), 'dovecot-test-'));
  const mailUser = { username: options.username ?? 'lawyer@firm.test', password: options.password ?? 'correct-horse-imap-9' };
  const input: DovecotConfigInput = { root, port: await freePort(), runAs: unprivilegedUser(), mailUser, mailboxes: options.mailboxes ?? STANDARD_MAILBOXES };
  await prepareRoot(input);

  const paths = dovecotPaths(root);
  const runningAsRoot = process.getuid?.() === 0;
  // Dies with this test process however it ends: a pipe watchdog stops Dovecot when we are gone.
  const runAs = runningAsRoot ? { uid: input.runAs.uid, gid: input.runAs.gid } : {};
  const child = await spawnWatched(binary, ['-F', '-c', paths.config], { graceMs: 5000, ...runAs });
  const output: string[] = [];
  child.supervisor.stderr?.setEncoding('utf8').on('data', (chunk: string) => output.push(chunk));

  const stop = async () => {
    await child.stop();
    await rm(root, { recursive: true, force: true });
  };
  try {
    await waitForGreeting(input.port, child, () => `${output.join('')}\n${readLog(paths.log)}`);
  } catch (error) {
    await stop();
    throw error;
  }
  const server = { host: '127.0.0.1', port: input.port, ...mailUser };
  return {
    ...server,
    append: (raw, appendOptions) => appendAs(server, [{ raw, ...appendOptions }]),
    appendAll: (messages) => appendAs(server, messages),
    loginCount: () => readLog(paths.log).split('\n').filter((line) => line.includes('imap-login: Info: Login:')).length,
    stop,
  };
}

function locateDovecot(): string {
  const candidates = [process.env.DOVECOT_PATH, '/usr/sbin/dovecot', ...(process.env.PATH ?? '').split(':').map((dir) => path.join(dir, 'dovecot'))];
  for (const candidate of candidates) {
    if (!candidate) continue;
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // try the next place
    }
  }
  throw new Error(`The IMAP tests need Dovecot, which is not installed (no dovecot in /usr/sbin or on PATH). ${INSTALL_HINT}`);
}

/** Dovecot refuses to serve mail as root: as root we run it as `nobody`, otherwise as ourselves. */
function unprivilegedUser(): DovecotConfigInput['runAs'] {
  if (process.getuid?.() !== 0) {
    const me = os.userInfo();
    return { name: me.username, uid: me.uid, gid: me.gid, group: groupName(me.gid) };
  }
  const entry = systemEntries('/etc/passwd').find((fields) => fields[0] === 'nobody');
  if (!entry) throw new Error('Running as root, Dovecot needs an unprivileged system user, but /etc/passwd has no `nobody`.');
  const gid = Number(entry[3]);
  return { name: 'nobody', uid: Number(entry[2]), gid, group: groupName(gid) };
}

function groupName(gid: number): string {
  const entry = systemEntries('/etc/group').find((fields) => Number(fields[2]) === gid);
  if (!entry?.[0]) throw new Error(`Dovecot needs the name of group ${gid}, which /etc/group does not list.`);
  return entry[0];
}

function systemEntries(file: string): string[][] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.split(':'));
}

async function prepareRoot(input: DovecotConfigInput): Promise<void> {
  const paths = dovecotPaths(input.root);
  for (const dir of [paths.baseDir, paths.stateDir, paths.home(input.mailUser.username)]) await mkdir(dir, { recursive: true });
  await writeFile(paths.config, dovecotConfig(input));
  await writeFile(paths.passwd, dovecotPasswdFile(input));
  await writeFile(paths.log, '');
  if (process.getuid?.() === 0) await chownTree(input.root, input.runAs.uid, input.runAs.gid);
}

async function chownTree(dir: string, uid: number, gid: number): Promise<void> {
  await chown(dir, uid, gid);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const child = path.join(dir, entry.name);
    if (entry.isDirectory()) await chownTree(child, uid, gid);
    else await chown(child, uid, gid);
  }
}

async function waitForGreeting(port: number, child: WatchedProcess, diagnostics: () => string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exited()) throw new Error(`Dovecot stopped right after starting (${await child.exit}); its output:\n${diagnostics().trim().slice(-3000)}`);
    if (await greets(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Dovecot did not greet on 127.0.0.1:${port} within ${READY_TIMEOUT_MS / 1000} s.\n${diagnostics().trim().slice(-3000)}`);
}

function greets(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('data', (data) => done(data.toString('utf8').startsWith('* OK')));
  });
}

function readLog(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

async function appendAs(server: { host: string; port: number; username: string; password: string }, messages: MessageToFile[]): Promise<void> {
  const client = new ImapFlow({
    host: server.host,
    port: server.port,
    secure: false,
    doSTARTTLS: false,
    auth: { user: server.username, pass: server.password },
    logger: false,
    disableAutoIdle: true,
  });
  await client.connect();
  try {
    for (const message of messages) {
      const mailbox = message.mailbox ?? 'INBOX';
      const appended = await client.append(mailbox, message.raw, message.flags ?? [], message.date);
      if (!appended) throw new Error(`Dovecot refused to file a message into ${mailbox}.`);
    }
  } finally {
    await client.logout();
  }
}
