import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';

export interface ReceivedMail {
  /** MAIL FROM of the SMTP envelope. */
  from: string;
  /** RCPT TO of the SMTP envelope, Bcc recipients included. */
  recipients: string[];
  /** The message exactly as transmitted. */
  raw: Buffer;
  /** The SMTP user that authenticated. */
  user: string;
}

export interface RunningSmtpServer {
  host: string;
  port: number;
  received: ReceivedMail[];
  stop(): Promise<void>;
}

export interface SmtpServerOptions {
  username: string;
  password: string;
  /** Hands a received message on (e.g. files it into the recipient's IMAP inbox) before the server answers 250. */
  deliver?: (mail: ReceivedMail) => Promise<void>;
}

/** An in-process submission server (smtp-server): AUTH PLAIN/LOGIN for one user, no TLS, loopback only. */
export async function startSmtpServer(options: SmtpServerOptions): Promise<RunningSmtpServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authMethods: ['PLAIN', 'LOGIN'],
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === options.username && auth.password === options.password) return callback(null, { user: auth.username });
      return callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onData(stream: SMTPServerDataStream, session: SMTPServerSession, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.once('error', callback);
      stream.once('end', () => {
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          recipients: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks),
          user: String(session.user ?? ''),
        };
        received.push(mail);
        (options.deliver ? options.deliver(mail) : Promise.resolve()).then(() => callback(), callback);
      });
    },
  });
  server.on('error', () => undefined);
  const port = await new Promise<number>((resolve, reject) => {
    const listener = server.listen(0, '127.0.0.1', () => resolve((listener.address() as AddressInfo).port));
    listener.once('error', reject);
  });
  return {
    host: '127.0.0.1',
    port,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
