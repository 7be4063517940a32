import { describe, expect, it } from 'vitest';
import { bodyFormatOf, escapeHtml, looksLikeHtml, plainTextToHtml, prefixedSubject, quoteForForward, quoteForReply, signatureHtml } from '../../domain/mail/compose-body';
import { htmlToPlainText, outgoingBodies } from '../../domain/mail/html-text';

describe('plain text → HTML for outgoing mail', () => {
  it('keeps single line breaks as <br> and blank lines as paragraphs', () => {
    expect(plainTextToHtml('Dear Ms. Alvarez,\n\nThe hearing moved.\nPlease confirm.\n\nRegards')).toBe(
      '<p>Dear Ms. Alvarez,</p><p>The hearing moved.<br>Please confirm.</p><p>Regards</p>',
    );
  });

  it('treats Windows and old Mac line endings the same', () => {
    expect(plainTextToHtml('one\r\ntwo\rthree')).toBe('<p>one<br>two<br>three</p>');
  });

  it('escapes markup typed as text, so it is shown and never obeyed', () => {
    expect(plainTextToHtml('<script>alert(1)</script> & "quotes"')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;</p>');
    expect(escapeHtml(`<a href='x'>`)).toBe('&lt;a href=&#39;x&#39;&gt;');
  });

  it('keeps runs of spaces and drops control characters; empty text gives no HTML', () => {
    expect(plainTextToHtml('a  b')).toBe('<p>a &nbsp;b</p>');
    expect(plainTextToHtml('a\u0000b')).toBe('<p>ab</p>');
    expect(plainTextToHtml('  \n\n ')).toBe('');
  });
});

describe('HTML → the plain-text part', () => {
  it('turns paragraphs and <br> into line breaks and quotes into "> " lines', () => {
    expect(htmlToPlainText('<p>Line one<br>Line two</p><p>Second</p><blockquote><p>q1<br>q2</p></blockquote>')).toBe('Line one\nLine two\n\nSecond\n\n> q1\n> q2');
  });

  it('keeps list items and a link address', () => {
    const text = htmlToPlainText('<ul><li>first</li><li>second</li></ul><p><a href="https://court.example/x">the docket</a></p>');
    expect(text).toContain('first\n');
    expect(text).toContain('second');
    expect(text).toContain('the docket [https://court.example/x]');
  });
});

describe('both parts of an outgoing body', () => {
  it('a plain-text body: HTML paragraphs, and the text exactly as typed', () => {
    expect(outgoingBodies('Hello,\nsecond line', 'text')).toEqual({ html: '<p>Hello,<br>second line</p>', text: 'Hello,\nsecond line' });
  });

  it('an HTML body: kept, with a converted text part', () => {
    expect(outgoingBodies('<p><strong>Hi</strong><br>there</p>', 'html')).toEqual({ html: '<p><strong>Hi</strong><br>there</p>', text: 'Hi\nthere' });
  });

  it('without a stated format, HTML tags decide', () => {
    expect(looksLikeHtml('<p>x</p>')).toBe(true);
    expect(looksLikeHtml('a < b and c > d\nnext')).toBe(false);
    expect(bodyFormatOf('Thanks,\nBob')).toBe('text');
    expect(bodyFormatOf('<p>Thanks</p>')).toBe('html');
    expect(bodyFormatOf('<p>Thanks</p>', 'text')).toBe('text');
    expect(outgoingBodies('Thanks,\nBob').html).toBe('<p>Thanks,<br>Bob</p>');
  });
});

describe('replies and forwards', () => {
  const original = { from: 'Ana Ruiz <ana@example.com>', date: '2026-03-03T14:05:00.000Z', subject: 'Hearing', to: ['me@example.com'], body: 'Line 1\nLine <2>', bodyMimeType: 'text/plain' as const };
  const fixedDate = () => 'Tue, 3 Mar 2026 at 06:05';

  it('prefixes Re: and Fwd: once', () => {
    expect(prefixedSubject('reply', 'Hearing')).toBe('Re: Hearing');
    expect(prefixedSubject('reply', 'RE: Hearing')).toBe('RE: Hearing');
    expect(prefixedSubject('reply', 'Re: Re: Hearing')).toBe('Re: Re: Hearing');
    expect(prefixedSubject('forward', 'Hearing')).toBe('Fwd: Hearing');
    expect(prefixedSubject('forward', 'Fw: Hearing')).toBe('Fw: Hearing');
    expect(prefixedSubject('forward', 'Re: Hearing')).toBe('Fwd: Re: Hearing');
  });

  it('quotes a reply under "On {date}, {sender} wrote:" in a blockquote, escaping a plain-text original', () => {
    expect(quoteForReply(original, fixedDate)).toBe(
      '<p>On Tue, 3 Mar 2026 at 06:05, Ana Ruiz &lt;ana@example.com&gt; wrote:</p><blockquote><p>Line 1<br>Line &lt;2&gt;</p></blockquote>',
    );
    expect(quoteForReply({ ...original, body: '<p>Hi</p>', bodyMimeType: 'text/html' }, fixedDate)).toContain('<blockquote><p>Hi</p></blockquote>');
  });

  it('forwards with the original headers', () => {
    const html = quoteForForward({ ...original, cc: ['x@example.com'] }, fixedDate);
    expect(html).toContain('---------- Forwarded message ---------<br>From: Ana Ruiz &lt;ana@example.com&gt;<br>Date: Tue, 3 Mar 2026 at 06:05<br>Subject: Hearing<br>To: me@example.com<br>Cc: x@example.com');
    expect(html).toContain('<blockquote><p>Line 1<br>Line &lt;2&gt;</p></blockquote>');
  });

  it('a signature goes under "-- " with its line breaks; an empty one adds nothing', () => {
    expect(signatureHtml('Ana Ruiz\nRuiz & Co.')).toBe('<p>-- <br>Ana Ruiz<br>Ruiz &amp; Co.</p>');
    expect(signatureHtml('  ')).toBe('');
  });
});
