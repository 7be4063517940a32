/** Real RFC 822 messages as a workers' compensation practice receives them, for seeding Dovecot. */

export const SAMPLE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

const CRLF = '\r\n';
const lines = (...parts: string[]) => parts.join(CRLF);

const CLERK = 'Court Clerk <clerk@wcab.example.gov>';

function headers(subject: string, date: Date, extra: string[] = [], from = CLERK): string {
  return lines(
    `From: ${from}`,
    'To: Maria Alvarez <lawyer@firm.test>',
    `Subject: ${subject}`,
    `Date: ${date.toUTCString()}`,
    `Message-ID: <${subject.replace(/\W+/g, '-').toLowerCase()}-${date.getTime()}@wcab.example.gov>`,
    'MIME-Version: 1.0',
    ...extra,
  );
}

export function caseUpdate(index: number, date: Date): string {
  return lines(headers(`Case update ${index}`, date, ['Content-Type: text/plain; charset=utf-8']), '', `Routine status update number ${index} for ADJ${9000000 + index}.`, '');
}

export function plainHearingNotice(date: Date): string {
  return lines(
    headers('Hearing notice ADJ1234567', date, ['Content-Type: text/plain; charset=utf-8']),
    '',
    'A mandatory settlement conference is set for 03/14 at 8:30 AM before Judge Ramirez.',
    'Issue: lumbosacral strain, permanent disability rating.',
    '',
  );
}

export function htmlWithRemoteImageAndScript(date: Date): string {
  const html = '<p>Deposition of the applicant is <b>confirmed</b>.</p><img src="https://tracker.example.com/pixel.png" alt="logo"><script>alert("x")</script>';
  return lines(
    headers('Deposition confirmation', date, ['Content-Type: multipart/alternative; boundary="alt-1"'], 'Defense Counsel <counsel@defense-firm.example>'),
    '',
    '--alt-1',
    'Content-Type: text/plain; charset=utf-8',
    '',
    'Deposition of the applicant is confirmed.',
    '--alt-1',
    'Content-Type: text/html; charset=utf-8',
    '',
    html,
    '--alt-1--',
    '',
  );
}

export function withPdfAttachment(date: Date): string {
  return lines(
    headers('QME report attached', date, ['Content-Type: multipart/mixed; boundary="mix-1"']),
    '',
    '--mix-1',
    'Content-Type: text/plain; charset=utf-8',
    '',
    'Please find the QME report attached.',
    '--mix-1',
    'Content-Type: application/pdf; name="qme-report.pdf"',
    'Content-Disposition: attachment; filename="qme-report.pdf"',
    'Content-Transfer-Encoding: base64',
    '',
    SAMPLE_PDF.toString('base64').replace(/.{1,76}/g, (chunk) => `${chunk}${CRLF}`).trimEnd(),
    '--mix-1--',
    '',
  );
}

/** Its only text part claims base64 but holds garbage. */
export function garbledMessage(date: Date): string {
  return lines(
    headers('Garbled fax transmission', date, ['Content-Type: multipart/alternative; boundary="g-1"']),
    '',
    '--g-1',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    '%%%% @@@ !!!',
    '--g-1--',
    '',
  );
}
