import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { CheckedLegalCitation } from '../../../../domain/legal/types';
import { LegalCitations } from '../../../../web/src/screens/chat/messages/LegalCitations';

const cite = (overrides: Partial<CheckedLegalCitation>): CheckedLegalCitation => ({
  text: '347 U.S. 483',
  kind: 'case',
  start: 0,
  end: 12,
  normalized: '347 U.S. 483',
  parts: {},
  state: 'verified',
  source: 'courtlistener',
  url: 'https://www.courtlistener.com/opinion/105221/brown-v-board-of-education/',
  detail: { message: 'Found in CourtListener: Brown v. Board of Education.' },
  ...overrides,
});

describe('LegalCitations chips in a chat answer', () => {
  it('shows each citation with its state in words, what the check found, and a link for a verified case', () => {
    const html = renderToStaticMarkup(
      createElement(LegalCitations, {
        citations: [
          cite({}),
          cite({ text: 'Lab. Code, § 5903', kind: 'statute', state: 'unverified', source: null, url: null, detail: { message: 'CourtListener does not check statutes; not found in your documents.' } }),
        ],
      }),
    );
    expect(html).toContain('aria-label="Legal citations in this answer"');
    expect(html).toContain('(1 not verified: check before relying on them)');
    expect(html).toContain('href="https://www.courtlistener.com/opinion/105221/brown-v-board-of-education/"');
    expect(html).toMatch(/347 U\.S\. 483.*<strong>Verified<\/strong>/);
    expect(html).toMatch(/Lab\. Code, § 5903 · <strong>Unverified<\/strong>/);
    expect(html).toContain('CourtListener does not check statutes; not found in your documents.');
    expect(html.match(/data-testid="chat-legal-citation"/g)).toHaveLength(2);
  });

  it('renders nothing without legal citations', () => {
    expect(renderToStaticMarkup(createElement(LegalCitations, { citations: [] }))).toBe('');
  });
});
