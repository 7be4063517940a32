import { DateTime } from 'luxon';

/** A sample message, written relative to "now" so its hearings are always upcoming. */
export interface SampleMail {
  from: string;
  subject: string;
  /** HTML body; a plain-text alternative is derived from it. */
  html: string;
  /** How long before now it was sent. */
  sentHoursAgo: number;
  cc?: string[];
  read?: boolean;
  important?: boolean;
  attachments?: Array<{ filename: string; contentType: string; content: string }>;
}

export interface SampleContext {
  userName: string;
  userEmail: string;
  /** A business day `offset` days from now in Los Angeles, formatted with a luxon format. */
  day(offset: number, format?: string): string;
}

export type Sample = (ctx: SampleContext) => SampleMail;

export function sampleContext(now: Date, userName: string, userEmail: string): SampleContext {
  const today = DateTime.fromJSDate(now, { zone: 'America/Los_Angeles' }).startOf('day');
  return {
    userName,
    userEmail,
    day(offset, format = 'LLLL d, yyyy') {
      let date = today.plus({ days: offset });
      // Hearings are set on court days.
      while (date.weekday > 5) date = date.plus({ days: 1 });
      return date.toFormat(format);
    },
  };
}

/** The board's electronic filing system, which sends notices of hearing and orders. */
export const EAMS_SENDER = 'DWC EAMS Notices <eams-notices@wcab.example.org>';

/** Wraps paragraphs of a notice into simple HTML, the way e-filing systems send them. */
export function noticeHtml(lines: string[]): string {
  return lines.map((line) => (line === '' ? '<br>' : `<p style="margin:0">${line}</p>`)).join('\n');
}
