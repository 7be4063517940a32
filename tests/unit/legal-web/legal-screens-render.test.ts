import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES } from '../../../domain/calendar/preferences';
import type { CaseLawResult } from '../../../domain/legal/types';
import { preferencesKeys } from '../../../web/src/settings/usePreferences';
import { ChatPage } from '../../../web/src/screens/chat/ChatPage';
import type { LegalDocument } from '../../../web/src/screens/legal/api/documents';
import type { SearchDetail } from '../../../web/src/screens/legal/api/cases';
import { legalKeys } from '../../../web/src/screens/legal/state/legalKeys';
import { legalRouteFromSplat } from '../../../web/src/screens/legal/legalRoute';

/** The assistant page rendered on the server side of React with a seeded cache: no requests, no effects. */
function renderAt(path: string, professionalMode: boolean, seed: (client: QueryClient) => void = () => undefined): string {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(preferencesKeys.all, { ...DEFAULT_PREFERENCES, professionalMode });
  seed(client);
  return renderToString(
    createElement(
      QueryClientProvider,
      { client },
      createElement(App, null, createElement(MemoryRouter, { initialEntries: [path] }, createElement(Routes, null, createElement(Route, { path: '/ai-assistant/*', element: createElement(ChatPage) })))),
    ),
  );
}

const brown: CaseLawResult = {
  id: 'courtlistener:105221',
  name: 'Brown v. Board of Education',
  citation: '347 U.S. 483',
  court: 'Supreme Court of the United States',
  date: '1954-05-17',
  summary: 'Separate educational facilities are inherently unequal.',
  url: 'https://www.courtlistener.com/opinion/105221/brown-v-board-of-education/',
  relevance: 1,
  source: 'landmark',
};

describe('legal routes', () => {
  it('names the legal tabs and leaves the chat paths alone', () => {
    expect(legalRouteFromSplat('research')).toEqual({ tab: 'research', documentId: null });
    expect(legalRouteFromSplat('style/')).toEqual({ tab: 'style', documentId: null });
    expect(legalRouteFromSplat('drafting')).toEqual({ tab: 'drafting', documentId: null });
    expect(legalRouteFromSplat('drafting/abc-1')).toEqual({ tab: 'drafting', documentId: 'abc-1' });
    expect(legalRouteFromSplat('c/abc')).toBeNull();
    expect(legalRouteFromSplat(undefined)).toBeNull();
    expect(legalRouteFromSplat('drafting/a/b')).toBeNull();
  });
});

describe('the assistant page with professional mode', () => {
  it('off: the chat, no legal tabs, and the switch saying what it turns on', () => {
    const html = renderAt('/ai-assistant', false);
    expect(html).toContain('data-testid="chat-screen"');
    expect(html).toContain('Professional mode adds case research, drafting from your templates, and writing style.');
    expect(html).not.toContain('data-testid="assistant-tabs"');
  });

  it('off: a deep link to a legal tab shows the panel that turns it on', () => {
    const html = renderAt('/ai-assistant/research', false);
    expect(html).toContain('data-testid="legal-off"');
    expect(html).toContain('Turn on professional mode');
    expect(html).not.toContain('data-testid="case-search-form"');
  });

  it('on: the four tabs, the current one marked', () => {
    const html = renderAt('/ai-assistant/drafting', true);
    for (const label of ['Chat', 'Case research', 'Drafting', 'Writing style']) expect(html).toContain(`>${label}</a>`);
    expect(html).toMatch(/aria-current="page"[^>]*>Drafting</);
  });

  it('research: a reopened search with the landmark fallback says the services could not be reached', () => {
    const search: SearchDetail = {
      id: 's1',
      query: { query: 'segregation' },
      resultCount: 1,
      sources: { caselaw: 'failed', courtlistener: 'failed' },
      fallback: true,
      createdAt: '2026-11-24T20:00:00.000Z',
      results: [brown],
    };
    const html = renderAt('/ai-assistant/research?search=s1', true, (client) => {
      client.setQueryData(legalKeys.search('s1'), search);
      client.setQueryData(legalKeys.matters(), [{ id: 'm1', name: 'Smith v. Acme', client: 'Jane Smith', number: '2026-014' }]);
      client.setQueryData(legalKeys.savedCases(null), []);
      client.setQueryData(legalKeys.searchHistory(), [search]);
    });
    expect(html).toContain('The case-law services could not be reached.');
    expect(html).toContain('Brown v. Board of Education');
    expect(html).toContain('347 U.S. 483');
    expect(html).toContain('Landmark case (built in)');
    expect(html).toContain('Save to matter');
    expect(html).toContain('No saved cases yet.');
  });

  it('drafting: each citation shows its state in words, and unverified ones can be confirmed', () => {
    const document: LegalDocument = {
      id: 'd1',
      title: 'Petition for Reconsideration',
      content: 'See Brown v. Board of Education (1954) 347 U.S. 483 and Lab. Code, § 5903.',
      documentType: 'petition',
      status: 'draft',
      tags: [],
      metadata: { generated: true },
      templateId: null,
      styleId: null,
      matterId: null,
      version: 1,
      exportReady: false,
      createdAt: '2026-11-24T20:00:00.000Z',
      updatedAt: '2026-11-24T20:00:00.000Z',
      citations: [
        { id: 'c1', text: '347 U.S. 483', kind: 'case', start: 40, end: 52, normalized: '347 U.S. 483', parts: {}, state: 'verified', source: 'courtlistener', url: 'https://x', detail: { message: 'Found on CourtListener.' }, confirmedAt: null },
        { id: 'c2', text: 'Lab. Code, § 5903', kind: 'statute', start: 57, end: 74, normalized: 'Lab. Code § 5903', parts: {}, state: 'unverified', source: null, url: null, detail: { message: 'Not found in your documents.' }, confirmedAt: null },
      ],
    };
    const html = renderAt('/ai-assistant/drafting/d1', true, (client) => {
      client.setQueryData(legalKeys.document('d1'), document);
      client.setQueryData(legalKeys.styles(), []);
    });
    expect(html).toContain('Verified');
    expect(html).toContain('Not verified');
    expect(html.match(/data-testid="citation-confirm"/g)).toHaveLength(1);
    expect(html).toContain('1 citation needs your confirmation before export.');
    expect(html).toContain('Export to Word');
  });
});
