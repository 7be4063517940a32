import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkCitations } from '../../../api/legal/citations/check';
import { outsideMatters } from '../../../api/knowledge/scope';
import type { CheckedLegalCitation, FoundCitation } from '../../../domain/legal/types';
import { startFakeLegalServices, type FakeCase, type FakeLegalServices } from '../../support/fake-legal-services';
import { createTestApp, signUpUser, UNREACHABLE_LEGAL_SERVICES, type TestApp } from '../support/test-app';

const TOKEN = 'firm-token-cites';

/** A second case at Gideon's citation, so CourtListener answers 300 (ambiguous) for it. */
const twinOfGideon: FakeCase = {
  capId: null,
  clusterId: 990001,
  name: 'Twin v. Gideon',
  nameAbbreviation: 'Twin v. Gideon',
  decisionDate: '1963-03-18',
  docketNumber: '',
  court: 'scotus',
  reporter: 'us',
  volume: '372',
  firstPage: '335',
  lastPage: '345',
  citations: [{ type: 'official', cite: '372 U.S. 335' }],
  judges: [],
  headMatter: '',
  opinions: [{ type: 'majority', author: 'X', text: 'A twin.' }],
};

const FIRM_MEMO =
  'Research memo. Escobedo v. Marshalls (2005) 70 Cal.Comp.Cases 604 (Appeals Bd. en banc) governs apportionment. ' +
  'See Labor Code section 5903 on reconsideration and the panel decision at 2020 Cal. Wrk. Comp. P.D. LEXIS 45.';

const BRIEF =
  'Separate schools are unequal. (Brown v. Board of Education (1954) 347 U.S. 483, 495.) Id. at 494. ' +
  'Apportionment follows Escobedo v. Marshalls (2005) 70 Cal.Comp.Cases 604, 617. The petition is timely. (Lab. Code, § 5903.) ' +
  'The panel agreed. (Rivera v. Golden State Foods (2020) 2020 Cal. Wrk. Comp. P.D. LEXIS 45.) ' +
  'Service rules apply. (Cal. Code Regs., tit. 8, § 10605.) Counsel also cited Made Up v. Nobody (2001) 999 U.S. 999. ' +
  'Gideon v. Wainwright (1963) 372 U.S. 335 is the right to counsel case.';

const byText = (citations: CheckedLegalCitation[], text: string) => {
  const found = citations.find((c) => c.text.includes(text));
  if (!found) throw new Error(`no citation with "${text}" in ${citations.map((c) => c.text).join(' | ')}`);
  return found;
};

describe('citation extraction and checking routes', () => {
  let t: TestApp;
  let fake: FakeLegalServices;
  let owner: { cookie: string; user: { id: string } };
  let other: { cookie: string; user: { id: string } };

  beforeAll(async () => {
    fake = await startFakeLegalServices({ token: TOKEN, extraCases: [twinOfGideon] });
    t = await createTestApp({ legal: { caselaw: { baseUrl: fake.caselawUrl }, courtListener: { baseUrl: fake.courtListenerUrl, token: TOKEN } } });
    owner = await signUpUser(t.app);
    other = await signUpUser(t.app);
    await t.database.db
      .insertInto('knowledge_documents')
      .values({
        user_id: owner.user.id,
        folder_id: null,
        matter_id: null,
        name: 'Apportionment research memo',
        content: FIRM_MEMO,
        source: JSON.stringify({ kind: 'text' }),
        metadata: JSON.stringify({}),
        status: 'ready',
        embedding_model: null,
      })
      .execute();
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const post = (cookie: string | undefined, url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {}, payload });

  it('extracts the citations of a text with their kinds, spans and normalized forms', async () => {
    const response = await post(owner.cookie, '/api/legal/citations/extract', { text: BRIEF });
    expect(response.statusCode, response.body).toBe(200);
    const citations = response.json().citations as FoundCitation[];
    expect(citations.map((c) => [c.kind, c.normalized])).toEqual([
      ['case', '347 U.S. 483'],
      ['id', 'Id. at 494'],
      ['case', '70 Cal. Comp. Cases 604'],
      ['statute', 'Lab. Code § 5903'],
      ['wcab', '2020 Cal. Wrk. Comp. P.D. LEXIS 45'],
      ['regulation', 'Cal. Code Regs., tit. 8, § 10605'],
      ['case', '999 U.S. 999'],
      ['case', '372 U.S. 335'],
    ]);
    for (const c of citations) expect(BRIEF.slice(c.start, c.end)).toBe(c.text);
  });

  it('checks each citation: CourtListener first, then the firm\'s own documents, short forms take their antecedent\'s state', async () => {
    const before = fake.requests.length;
    const response = await post(owner.cookie, '/api/legal/citations/check', { text: BRIEF });
    expect(response.statusCode, response.body).toBe(200);
    const citations = response.json().citations as CheckedLegalCitation[];

    const brown = byText(citations, '347 U.S. 483');
    expect(brown).toMatchObject({ state: 'verified', source: 'courtlistener', url: `${fake.courtListenerUrl}/opinion/105221/brown-v-board-of-education/` });
    expect(brown.detail.message).toMatch(/^Found in CourtListener: Brown/);
    expect(byText(citations, 'Id. at 494')).toMatchObject({ state: 'verified', antecedent: 0, url: brown.url });

    // CourtListener does not know Cal.Comp.Cases, WCAB decisions or statutes: the firm's memo does.
    for (const text of ['70 Cal.Comp.Cases 604', 'Lab. Code, § 5903', 'LEXIS 45']) {
      expect(byText(citations, text), text).toMatchObject({
        state: 'in_firm_documents',
        source: 'firm_documents',
        detail: { documentTitle: 'Apportionment research memo', documentId: expect.any(String) },
      });
    }
    expect(byText(citations, 'LEXIS 45').detail.message).toBe(
      'CourtListener does not cover WCAB panel decisions; found in your document "Apportionment research memo".',
    );
    expect(byText(citations, 'tit. 8, § 10605')).toMatchObject({
      state: 'unverified',
      source: null,
      detail: { message: 'CourtListener does not check regulations; not found in your documents.' },
    });
    expect(byText(citations, '999 U.S. 999')).toMatchObject({
      state: 'not_found',
      detail: { message: "Not in CourtListener's database; not found in your documents." },
    });
    const gideon = byText(citations, '372 U.S. 335');
    expect(gideon.state).toBe('ambiguous');
    expect(gideon.detail.candidates?.map((c) => c.name).sort()).toEqual(['Gideon v. Wainwright', 'Twin v. Gideon']);

    // One request, with the token, carrying only the case citations — not the client's text.
    const sent = fake.requests.slice(before).filter((r) => r.service === 'courtlistener');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/courtlistener/api/rest/v4/citation-lookup/' });
    expect(sent[0]!.headers.authorization).toBe(`Token ${TOKEN}`);
    expect(new URLSearchParams(sent[0]!.body).get('text')).toBe(
      '347 U.S. 483\n70 Cal. Comp. Cases 604\n999 U.S. 999\n372 U.S. 335\n',
    );
  });

  it("never looks in another person's documents", async () => {
    const response = await post(other.cookie, '/api/legal/citations/check', { text: BRIEF });
    const citations = response.json().citations as CheckedLegalCitation[];
    expect(citations.filter((c) => c.state === 'in_firm_documents')).toEqual([]);
    expect(byText(citations, 'Lab. Code, § 5903').detail.message).toBe('CourtListener does not check statutes; not found in your documents.');
  });

  it('CourtListener down or rate limited: case citations fall back to the documents, else unverified — never an error', async () => {
    fake.failNext('courtlistener', 503);
    let response = await post(owner.cookie, '/api/legal/citations/check', { text: BRIEF });
    expect(response.statusCode, response.body).toBe(200);
    let citations = response.json().citations as CheckedLegalCitation[];
    expect(byText(citations, '347 U.S. 483')).toMatchObject({
      state: 'unverified',
      detail: { message: 'CourtListener could not be reached; not found in your documents.' },
    });
    expect(byText(citations, 'Id. at 494').state).toBe('unverified');
    expect(byText(citations, '70 Cal.Comp.Cases 604').state).toBe('in_firm_documents');

    fake.rateLimitNext(60);
    response = await post(owner.cookie, '/api/legal/citations/check', { text: 'See 347 U.S. 483.' });
    citations = response.json().citations as CheckedLegalCitation[];
    expect(citations[0]).toMatchObject({
      state: 'unverified',
      detail: { message: 'CourtListener asked us to wait before more look-ups; not found in your documents.' },
    });

    const down = await checkCitations(t.database.db, UNREACHABLE_LEGAL_SERVICES, [outsideMatters(owner.user.id)], 'Escobedo v. Marshalls (2005) 70 Cal.Comp.Cases 604.');
    expect(down[0]).toMatchObject({ state: 'in_firm_documents', detail: { message: 'CourtListener could not be reached; found in your document "Apportionment research memo".' } });
  });

  it('answers 401 without a session and 400 for a text over 200,000 characters', async () => {
    expect((await post(undefined, '/api/legal/citations/check', { text: 'x' })).statusCode).toBe(401);
    expect((await post(owner.cookie, '/api/legal/citations/extract', { text: 'x'.repeat(200_001) })).statusCode).toBe(400);
    expect((await post(owner.cookie, '/api/legal/citations/extract', {})).statusCode).toBe(400);
  });
});

describe('checking with CourtListener answering "invalid reporter"', () => {
  let server: http.Server;
  let url: string;
  let t: TestApp;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify([{ citation: '12 Foo. 34', normalized_citations: [], start_index: 0, end_index: 10, status: 400, error_message: 'Invalid reporter', clusters: [] }]));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('maps status 400 to invalid_reporter', async () => {
    const { user } = await signUpUser(t.app);
    const checked = await checkCitations(t.database.db, { caselaw: { baseUrl: url }, courtListener: { baseUrl: url, token: undefined } }, [outsideMatters(user.id)], 'See 12 So. 3d 34.');
    expect(checked[0]).toMatchObject({ state: 'invalid_reporter', source: 'courtlistener', detail: { message: 'CourtListener does not know this reporter; not found in your documents.' } });
  });
});
