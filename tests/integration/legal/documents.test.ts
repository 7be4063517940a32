import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Document, Packer, Paragraph, TextRun } from 'docx';
import mammoth from 'mammoth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeLegalServices, type FakeLegalServices } from '../../support/fake-legal-services';
import { insertDocument } from '../knowledge/search-support';
import { startFakeOpenAi, TEST_AI_KEY } from '../support/fake-openai';
import { createTestApp, signUpUser, type TestApp } from '../support/test-app';

const ORIGIN = 'http://127.0.0.1:3000';

type Call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) => Promise<LightMyRequestResponse>;

function client(app: FastifyInstance, cookie: string): Call {
  return (method, url, payload) => app.inject({ method, url, headers: { cookie, origin: ORIGIN }, ...(payload === undefined ? (method === 'GET' ? {} : { payload: {} }) : { payload }) });
}

interface Citation {
  id: string;
  text: string;
  normalized: string;
  state: string;
  confirmedAt: string | null;
  detail: { message: string };
}
interface Doc {
  id: string;
  title: string;
  content: string;
  documentType: string;
  status: string;
  tags: string[];
  metadata: Record<string, unknown>;
  templateId: string | null;
  styleId: string | null;
  version: number;
  citations: Citation[];
  exportReady: boolean;
}

async function documentOf(response: LightMyRequestResponse, status: number): Promise<Doc> {
  expect(response.statusCode, response.body).toBe(status);
  return response.json().document as Doc;
}

async function docxText(bytes: Buffer): Promise<string> {
  return (await mammoth.extractRawText({ buffer: bytes })).value;
}

const BRIEF = [
  'The Board should grant reconsideration. In Brown v. Board of Education (1954) 347 U.S. 483, the Court held that separate is not equal.',
  'The WCJ also relied on Lab. Code, § 5903, which we believe was misapplied because the record lacks substantial evidence.',
].join('\n');

describe('legal documents API', () => {
  let test: TestApp;
  let services: FakeLegalServices;
  let aliceCookie: string;
  let alice: Call;
  let bob: Call;

  beforeAll(async () => {
    services = await startFakeLegalServices();
    test = await createTestApp({ legal: { caselaw: { baseUrl: services.caselawUrl }, courtListener: { baseUrl: services.courtListenerUrl, token: undefined } } });
    aliceCookie = (await signUpUser(test.app)).cookie;
    alice = client(test.app, aliceCookie);
    bob = client(test.app, (await signUpUser(test.app)).cookie);
  });
  afterAll(async () => {
    await test?.close();
    await services?.close();
  });

  it('creates a document: a draft whose citations are found and unverified until checked; others cannot see it', async () => {
    const doc = await documentOf(await alice('POST', '/api/legal/documents', { title: 'Petition', documentType: 'petition', content: BRIEF, tags: ['wcab', 'smith'] }), 201);
    expect(doc).toMatchObject({ status: 'draft', version: 1, tags: ['wcab', 'smith'], exportReady: false });
    expect(doc.citations.map((c) => c.normalized)).toEqual(expect.arrayContaining(['347 U.S. 483']));
    expect(doc.citations.every((c) => c.state === 'unverified' && c.detail.message === 'Not checked yet.')).toBe(true);
    expect((await bob('GET', `/api/legal/documents/${doc.id}`)).statusCode).toBe(404);
    expect((await bob('PATCH', `/api/legal/documents/${doc.id}`, { title: 'Mine', version: 1 })).statusCode).toBe(404);
    expect((await bob('DELETE', `/api/legal/documents/${doc.id}`)).statusCode).toBe(404);
    const bobsMatter = await bob('POST', '/api/knowledge/folders', { name: 'Bob v. Co', isMatter: true });
    const foreignMatter = await alice('POST', '/api/legal/documents', { title: 'X', documentType: 'memo', matterId: (bobsMatter.json().folder ?? bobsMatter.json()).id });
    expect(foreignMatter.statusCode).toBe(404);
    expect(foreignMatter.json().error.message).toBe('Matter not found');
  });

  it('checks citations (CourtListener for cases), then exports only when every citation is verified or confirmed', async () => {
    const doc = await documentOf(await alice('POST', '/api/legal/documents', { title: 'Export me', documentType: 'petition', content: BRIEF }), 201);
    const blocked = await alice('GET', `/api/legal/documents/${doc.id}/export.docx`);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().error).toEqual({ code: 'unverified_citations', message: `${doc.citations.length} citation(s) not verified. Confirm each one before exporting.` });

    const checked = await alice('POST', `/api/legal/documents/${doc.id}/citations/check`);
    expect(checked.statusCode, checked.body).toBe(200);
    const citations = checked.json().citations as Citation[];
    expect(citations.find((c) => c.normalized === '347 U.S. 483')!.state).toBe('verified');
    const open = citations.filter((c) => c.state !== 'verified' && c.state !== 'in_firm_documents');
    expect(open.length).toBeGreaterThan(0);

    const stillBlocked = await alice('GET', `/api/legal/documents/${doc.id}/export.docx`);
    expect(stillBlocked.json().error.message).toBe(`${open.length} citation(s) not verified. Confirm each one before exporting.`);

    for (const citation of open) {
      const confirmed = await alice('POST', `/api/legal/documents/${doc.id}/citations/${citation.id}/confirm`);
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(confirmed.json().citation.confirmedAt).not.toBeNull();
    }
    expect((await documentOf(await alice('GET', `/api/legal/documents/${doc.id}`), 200)).exportReady).toBe(true);

    const exported = await alice('GET', `/api/legal/documents/${doc.id}/export.docx`);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(exported.headers['content-disposition']).toContain('attachment; filename="Export me.docx"');
    const text = await docxText(exported.rawPayload);
    expect(text).toContain('Export me');
    expect(text).toContain('In Brown v. Board of Education (1954) 347 U.S. 483, the Court held that separate is not equal.');

    // Taking a confirmation back blocks the export again.
    const undo = await alice('DELETE', `/api/legal/documents/${doc.id}/citations/${open[0]!.id}/confirm`);
    expect(undo.json().citation.confirmedAt).toBeNull();
    expect((await alice('GET', `/api/legal/documents/${doc.id}/export.docx`)).statusCode).toBe(409);
    expect((await bob('POST', `/api/legal/documents/${doc.id}/citations/${open[0]!.id}/confirm`)).statusCode).toBe(404);
  });

  it('refuses a stale edit (409); new content finds its citations again, unverified', async () => {
    const doc = await documentOf(await alice('POST', '/api/legal/documents', { title: 'Edit me', documentType: 'memo', content: BRIEF }), 201);
    await alice('POST', `/api/legal/documents/${doc.id}/citations/check`);
    const edited = await documentOf(await alice('PATCH', `/api/legal/documents/${doc.id}`, { content: 'Miranda v. Arizona (1966) 384 U.S. 436 governs custodial questioning here.', status: 'review', version: 1 }), 200);
    expect(edited).toMatchObject({ version: 2, status: 'review' });
    expect(edited.citations.map((c) => [c.normalized, c.state])).toEqual([['384 U.S. 436', 'unverified']]);
    const stale = await alice('PATCH', `/api/legal/documents/${doc.id}`, { title: 'Late', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toBe('This document was changed elsewhere (it is now at version 2). Reload it and make your change again.');
    const retitled = await documentOf(await alice('PATCH', `/api/legal/documents/${doc.id}`, { title: 'Edited', version: 2 }), 200);
    expect(retitled.citations.map((c) => c.state)).toEqual(['unverified']);
  });

  it('lists newest first, filtered by type, status and tags', async () => {
    const call = client(test.app, (await signUpUser(test.app)).cookie);
    const a = await documentOf(await call('POST', '/api/legal/documents', { title: 'A', documentType: 'letter', tags: ['smith'] }), 201);
    const b = await documentOf(await call('POST', '/api/legal/documents', { title: 'B', documentType: 'petition', tags: ['smith', 'wcab'] }), 201);
    const c = await documentOf(await call('POST', '/api/legal/documents', { title: 'C', documentType: 'petition', status: 'final', tags: ['jones'] }), 201);
    const ids = async (query: string) => ((await call('GET', `/api/legal/documents${query}`)).json().documents as { id: string }[]).map((d) => d.id);
    expect(await ids('')).toEqual([c.id, b.id, a.id]);
    expect(await ids('?documentType=petition')).toEqual([c.id, b.id]);
    expect(await ids('?status=draft')).toEqual([b.id, a.id]);
    expect(await ids('?tags=smith')).toEqual([b.id, a.id]);
    expect(await ids('?tags=smith,wcab')).toEqual([b.id]);
    expect(await ids('?documentType=petition&status=draft&tags=jones')).toEqual([]);
    expect((await call('DELETE', `/api/legal/documents/${a.id}`)).statusCode).toBe(204);
    expect(await ids('')).toEqual([c.id, b.id]);
  });

  it('without an AI key: fills a template (fields, the instructions as a note), checks its citations, and stores a draft', async () => {
    const template = (
      await alice('POST', '/api/legal/templates', {
        name: 'Reconsideration',
        documentType: 'petition',
        content: '{{applicant}} v. {{defendant}}\nThe WCJ erred. See Brown v. Board of Education (1954) 347 U.S. 483.\nDated: {{date}}',
      })
    ).json().template as { id: string };
    const doc = await documentOf(
      await alice('POST', '/api/legal/documents/generate', { templateId: template.id, instructions: 'Stress the late report.', fields: { applicant: 'Ana Ruiz', defendant: 'Acme Corp' } }),
      201,
    );
    expect(doc.content).toBe('Ana Ruiz v. Acme Corp\nThe WCJ erred. See Brown v. Board of Education (1954) 347 U.S. 483.\nDated: {{date}}\n\nNote for the attorney (instructions given): Stress the late report.');
    expect(doc).toMatchObject({ title: 'Reconsideration', documentType: 'petition', status: 'draft', templateId: template.id });
    expect(doc.metadata).toMatchObject({ generated: true, template_id: template.id, style_id: null, instructions: 'Stress the late report.' });
    expect(doc.citations.find((c) => c.normalized === '347 U.S. 483')!.state).toBe('verified');
  });

  it('without an AI key and without a template: 409, it needs a model', async () => {
    const response = await alice('POST', '/api/legal/documents/generate', { instructions: 'Write a demand letter.' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toEqual({
      code: 'ai_model_needed',
      message: 'Gemini API key is missing. Drafting without a template needs an AI model: choose a template to fill in, or add an OpenAI-compatible key in settings.',
    });
    expect((await alice('POST', '/api/legal/documents/generate', { instructions: 'x', templateId: '00000000-0000-4000-8000-000000000000' })).json().error.message).toBe('Template not found');
  });

  it('exports through an uploaded Word template, filling its tags', async () => {
    const template = (await alice('POST', '/api/legal/templates', { name: 'Letterhead letter', documentType: 'letter', content: 'Dear {{client}},\nYour hearing is set.' })).json().template as { id: string };
    const word = await Packer.toBuffer(new Document({ sections: [{ children: ['SMITH & JONES LLP', 'To: {client}', 'Date: {date}', '{title}', '{content}', 'Unknown: {nobody}'].map((line) => new Paragraph({ children: [new TextRun(line)] })) }] }));
    const put = await test.app.inject({
      method: 'PUT',
      url: `/api/legal/templates/${template.id}/docx?name=letterhead.docx`,
      headers: { cookie: aliceCookie, origin: ORIGIN, 'content-type': 'application/octet-stream' },
      payload: word,
    });
    expect(put.statusCode, put.body).toBe(200);
    const doc = await documentOf(await alice('POST', '/api/legal/documents/generate', { templateId: template.id, instructions: '', title: 'Hearing letter', fields: { client: 'Ana Ruiz', date: 'May 4, 2027' } }), 201);
    expect(doc.citations).toEqual([]);
    const exported = await alice('GET', `/api/legal/documents/${doc.id}/export.docx`);
    expect(exported.statusCode, exported.body).toBe(200);
    const text = await docxText(exported.rawPayload);
    expect(text).toContain('SMITH & JONES LLP');
    expect(text).toContain('To: Ana Ruiz');
    expect(text).toContain('Date: May 4, 2027');
    expect(text).toContain('Hearing letter');
    expect(text).toContain('Dear Ana Ruiz,');
    expect(text).toContain('Your hearing is set.');
    expect(text).toContain('Unknown: {nobody}');
  });

  it('checks a document against a style profile', async () => {
    const sample =
      'The petition was filed on time. We believe the Board erred because the record lacks substantial evidence. Pursuant to the statute, the award must be rescinded. Therefore, we ask for reconsideration.';
    const style = (await alice('POST', '/api/legal/styles', { name: 'Formal', sampleText: sample })).json().style as { id: string };
    const casual = await documentOf(
      await alice('POST', '/api/legal/documents', { title: 'Casual', documentType: 'memo', content: "Hey, I think we're gonna win this one. I really do. It's pretty clear to me and I'm okay with it. We should just file it!" }),
      201,
    );
    const response = await alice('POST', `/api/legal/documents/${casual.id}/style-check`, { styleId: style.id });
    expect(response.statusCode, response.body).toBe(200);
    const { deviations, characteristics } = response.json() as { deviations: { characteristic: string; message: string }[]; characteristics: { formalityScore: number } };
    expect(characteristics.formalityScore).toBeLessThanOrEqual(0.4);
    expect(deviations.map((d) => d.characteristic)).toEqual(expect.arrayContaining(['formalityScore', 'firstPersonFrequency', 'passiveVoiceFrequency']));
    expect(deviations.find((d) => d.characteristic === 'formalityScore')!.message).toBe('The draft reads as casual; the profile is highly formal.');
    expect((await bob('POST', `/api/legal/documents/${casual.id}/style-check`, { styleId: style.id })).statusCode).toBe(404);
  });
});

describe('generating a draft with a model', () => {
  let test: TestApp;
  let services: FakeLegalServices;
  let openAi: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let call: Call;
  let userId: string;

  const ANSWER = 'Applicant asks for reconsideration. Under Brown v. Board of Education (1954) 347 U.S. 483, and Smith v. Jones (2031) 999 U.S. 999, the award must be rescinded.';

  beforeAll(async () => {
    services = await startFakeLegalServices();
    openAi = await startFakeOpenAi((request) =>
      JSON.stringify(request.body.messages).includes('PROVIDER-DOWN') ? { status: 500, body: { error: { message: 'upstream failure' } } } : { status: 200, content: ANSWER },
    );
    test = await createTestApp({
      ai: { apiKey: TEST_AI_KEY, baseUrl: openAi.baseUrl, model: 'fake-model' },
      legal: { caselaw: { baseUrl: services.caselawUrl }, courtListener: { baseUrl: services.courtListenerUrl, token: undefined } },
    });
    const me = await signUpUser(test.app);
    userId = me.user.id;
    call = client(test.app, me.cookie);
  });
  afterAll(async () => {
    await test?.close();
    await openAi?.close();
    await services?.close();
  });

  it('prompts with the template, instructions and style (attorney with final approval), and stores the checked draft', async () => {
    const sample =
      'The petition was filed on time. We believe the Board erred because the record lacks substantial evidence. Pursuant to the statute, the award must be rescinded. Therefore, we ask for reconsideration.';
    const style = (await call('POST', '/api/legal/styles', { name: 'Formal', sampleText: sample })).json().style as { id: string };
    const template = (await call('POST', '/api/legal/templates', { name: 'Petition', documentType: 'petition', content: 'PETITION FOR RECONSIDERATION\n{{applicant}} v. {{defendant}}' })).json().template as { id: string };
    const doc = await documentOf(
      await call('POST', '/api/legal/documents/generate', { templateId: template.id, styleId: style.id, instructions: 'Argue the report was late.', fields: { applicant: 'Ana Ruiz' }, title: 'Ruiz petition' }),
      201,
    );
    expect(doc.content).toBe(ANSWER);
    expect(doc).toMatchObject({ title: 'Ruiz petition', status: 'draft', styleId: style.id, templateId: template.id, exportReady: false });
    expect(doc.metadata).toMatchObject({ generated: true, template_id: template.id, style_id: style.id, instructions: 'Argue the report was late.', model: 'fake-model' });

    const request = openAi.requests.at(-1)!;
    const messages = request.body.messages as { role: string; content: string }[];
    expect(messages[0]!.content).toContain('licensed attorney who has full authority and final approval of every document');
    const prompt = messages[1]!.content;
    expect(prompt).toContain('Argue the report was late.');
    expect(prompt).toContain('PETITION FOR RECONSIDERATION\nAna Ruiz v. {{defendant}}');
    expect(prompt).toContain('- Passive voice is common in this style; use it where it reads naturally.');
    expect(prompt).toContain(`A sample of the writing: "${sample}"`);

    const states = Object.fromEntries(doc.citations.filter((c) => c.normalized.includes('U.S.')).map((c) => [c.normalized, c.state]));
    expect(states['347 U.S. 483']).toBe('verified');
    expect(states['999 U.S. 999']).not.toBe('verified');
    const blocked = await call('GET', `/api/legal/documents/${doc.id}/export.docx`);
    expect(blocked.statusCode).toBe(409);
  });

  it('adds up to 3 cases saved to the matter to the prompt', async () => {
    const folder = await call('POST', '/api/knowledge/folders', { name: 'Ruiz v. Acme', isMatter: true });
    expect(folder.statusCode, folder.body).toBe(201);
    const matterId = (folder.json().folder ?? folder.json()).id as string;
    for (const n of [1, 2, 3, 4]) {
      const saved = await call('POST', '/api/legal/cases/saved', {
        matterId,
        case: { id: `x:${n}`, name: `Case ${n} v. Board`, citation: `${n} Cal.5th ${n}`, court: 'Supreme Court of California', date: '2020-01-0' + n, summary: `Holding ${n}`, url: 'https://example.test', relevance: 1, source: 'courtlistener' },
      });
      expect(saved.statusCode, saved.body).toBe(201);
    }
    await documentOf(await call('POST', '/api/legal/documents/generate', { instructions: 'Draft a short memo.', matterId, useContext: true }), 201);
    const prompt = (openAi.requests.at(-1)!.body.messages as { content: string }[])[1]!.content;
    const listed = prompt.split('\n').filter((line) => /^- Case \d v\. Board/.test(line));
    expect(listed).toHaveLength(3);
    expect(prompt).not.toContain('Case 1 v. Board');
  });

  it("adds up to 3 of the firm's documents matching the instructions (similarity 0.6), each cut to 300 characters", async () => {
    const instructions =
      'Argue that the applicant reported the lumbar injury to the employer late, after the termination notice, so the post-termination defense of Labor Code section 3600 bars the claim unless one of its exceptions applies; cite the medical reports and the personnel file, and ask the Board to rescind the award and return the matter to the trial level for a new decision.';
    expect(instructions.length).toBeGreaterThan(300);
    const unrelated = 'Mileage to medical appointments is reimbursed at the current rate with parking and tolls.';
    const [matching, other] = await test.embedder.embed([instructions, unrelated]);
    const model = test.embedder.model;
    const db = test.database.db;
    const matched = await insertDocument(db, { userId, title: 'Termination memo', model, chunks: [{ text: instructions, embedding: matching! }] });
    await insertDocument(db, { userId, title: 'Mileage rules', model, chunks: [{ text: unrelated, embedding: other! }] });

    const doc = await documentOf(await call('POST', '/api/legal/documents/generate', { instructions }), 201);
    const prompt = (openAi.requests.at(-1)!.body.messages as { content: string }[])[1]!.content;
    expect(prompt).toContain(`[1] Termination memo: ${instructions.slice(0, 300)}…`);
    expect(prompt).not.toContain('Mileage rules');
    expect(doc.metadata.context).toMatchObject({ documents: [{ id: matched.documentId, title: 'Termination memo' }] });

    await documentOf(await call('POST', '/api/legal/documents/generate', { instructions, useContext: false }), 201);
    const without = (openAi.requests.at(-1)!.body.messages as { content: string }[])[1]!.content;
    expect(without).not.toContain('Termination memo');
  });

  it('writes nothing when the model fails (503 with seed 001 §8 text)', async () => {
    const before = (await call('GET', '/api/legal/documents')).json().documents.length as number;
    const response = await call('POST', '/api/legal/documents/generate', { instructions: 'PROVIDER-DOWN: draft a memo.' });
    expect(response.statusCode).toBe(503);
    expect(response.json().error.message).toContain('Text generation service not configured or all methods failed.');
    expect((await call('GET', '/api/legal/documents')).json().documents).toHaveLength(before);
  });
});
