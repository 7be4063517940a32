import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { htmlToText } from '../../activities/mail/mime/parse';
import type { AnalysableEmail } from '../../domain/analysis/types';

/** One message of the accuracy corpus and what a correct analysis of it gives (format: README.md beside this file). */
export interface CorpusMessage {
  id: string;
  kind: string;
  set: string;
  note?: string;
  email: AnalysableEmail;
  expected: ExpectedEvent;
}

export interface ExpectedEvent {
  isMeeting: boolean;
  date?: string;
  time?: string | null;
  caseNumber?: string | null;
  judge?: string | null;
  hearingType?: string;
  location?: string[] | null;
}

interface RawMessage {
  id: string;
  kind: string;
  note?: string;
  /** `text` is the plain-text part; a message sent as HTML only gives `html`, read as the mail screen reads it. */
  email: { from: string; to?: string[]; cc?: string[]; sent: string; subject: string; text?: string; html?: string };
  expected: ExpectedEvent;
}

const CORPUS_DIR = path.dirname(fileURLToPath(import.meta.url));

function toMessage(raw: RawMessage, set: string): CorpusMessage {
  return {
    id: raw.id,
    kind: raw.kind,
    set,
    note: raw.note,
    email: {
      id: raw.id,
      subject: raw.email.subject,
      from: raw.email.from,
      to: raw.email.to ?? [],
      cc: raw.email.cc ?? [],
      date: String(raw.email.sent),
      text: raw.email.text?.trim() ? raw.email.text : raw.email.html ? htmlToText(raw.email.html) : '',
      attachments: [],
    },
    expected: raw.expected,
  };
}

/**
 * Every message of the named folders beside this file, in a stable order; by default every `set-*` folder. The
 * `held-out` folder is only scored when named: it was written after the analyser and is never tuned on.
 */
export function loadCorpus(folders?: readonly string[], directory = CORPUS_DIR): CorpusMessage[] {
  const sets = readdirSync(directory, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && (folders ? folders.includes(entry.name) : entry.name.startsWith('set-')))
    .map((entry) => entry.name);
  const messages: CorpusMessage[] = [];
  for (const set of sets.sort()) {
    const files = readdirSync(path.join(directory, set)).filter((file) => file.endsWith('.yaml')).sort();
    for (const file of files) {
      // Dates stay strings: YAML's own timestamps would turn "2026-12-14" into an instant.
      const raws = parse(readFileSync(path.join(directory, set, file), 'utf8'), { schema: 'core' }) as RawMessage[];
      for (const raw of raws) messages.push(toMessage(raw, set));
    }
  }
  return messages;
}
