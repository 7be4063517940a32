import type { FastifyInstance } from 'fastify';
import { Document, Packer, Paragraph, TextRun } from 'docx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpUser, type TestApp } from '../support/test-app';

const ORIGIN = 'http://127.0.0.1:3000';

function client(app: FastifyInstance, cookie: string) {
  return (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, headers: { cookie, origin: ORIGIN }, ...(payload === undefined ? (method === 'GET' ? {} : { payload: {} }) : { payload }) });
}

async function wordFile(...lines: string[]): Promise<Buffer> {
  return Packer.toBuffer(new Document({ sections: [{ children: lines.map((line) => new Paragraph({ children: [new TextRun(line)] })) }] }));
}

interface TemplateReply {
  id: string;
  name: string;
  fields: string[];
  isPublic: boolean;
  mine: boolean;
  hasDocx: boolean;
  docxFilename: string | null;
}

describe('document templates API', () => {
  let test: TestApp;
  let aliceCookie: string;
  let alice: ReturnType<typeof client>;
  let bob: ReturnType<typeof client>;

  beforeAll(async () => {
    test = await createTestApp();
    aliceCookie = (await signUpUser(test.app)).cookie;
    alice = client(test.app, aliceCookie);
    bob = client(test.app, (await signUpUser(test.app)).cookie);
  });
  afterAll(async () => test?.close());

  const list = async (as: ReturnType<typeof client>): Promise<TemplateReply[]> => {
    const response = await as('GET', '/api/legal/templates');
    expect(response.statusCode, response.body).toBe(200);
    return response.json().templates;
  };

  it("starts a person with three starter templates of their own, once: deleted ones don't come back", async () => {
    const first = await list(alice);
    expect(first.map((t) => t.name).sort()).toEqual(['Client hearing letter', 'Declaration of readiness cover letter', 'Petition for Reconsideration']);
    expect(first.every((t) => t.mine && !t.isPublic && !t.hasDocx)).toBe(true);
    expect(first.find((t) => t.name === 'Client hearing letter')!.fields).toContain('hearing_date');
    expect(await list(alice)).toHaveLength(3);
    const letter = first.find((t) => t.name === 'Declaration of readiness cover letter')!;
    expect((await alice('DELETE', `/api/legal/templates/${letter.id}`)).statusCode).toBe(204);
    expect((await list(alice)).map((t) => t.name)).not.toContain('Declaration of readiness cover letter');
  });

  it('creates a private template (is_public false by default) with its {{field}} placeholders; others do not see it', async () => {
    const created = await alice('POST', '/api/legal/templates', { name: 'Lien objection', documentType: 'letter', content: 'Dear {{ lien_claimant }}, we object to the lien of {{amount}} for {{lien_claimant}}.' });
    expect(created.statusCode, created.body).toBe(201);
    const template = created.json().template as TemplateReply;
    expect(template).toMatchObject({ name: 'Lien objection', isPublic: false, mine: true, fields: ['lien_claimant', 'amount'] });
    expect((await list(bob)).map((t) => t.id)).not.toContain(template.id);
  });

  it('lists public templates of others (not theirs to edit or delete: 404 Template not found)', async () => {
    const created = (await alice('POST', '/api/legal/templates', { name: 'Shared declaration', documentType: 'declaration', content: 'I, {{declarant}}, declare:', isPublic: true })).json().template as TemplateReply;
    const seen = (await list(bob)).find((t) => t.id === created.id);
    expect(seen).toMatchObject({ isPublic: true, mine: false, fields: ['declarant'] });
    const patch = await bob('PATCH', `/api/legal/templates/${created.id}`, { name: 'Taken over' });
    expect(patch.statusCode).toBe(404);
    expect(patch.json().error.message).toBe('Template not found');
    expect((await bob('DELETE', `/api/legal/templates/${created.id}`)).statusCode).toBe(404);

    const renamed = await alice('PATCH', `/api/legal/templates/${created.id}`, { name: 'Shared declaration (2026)', isPublic: false });
    expect(renamed.json().template).toMatchObject({ name: 'Shared declaration (2026)', isPublic: false });
    expect((await list(bob)).map((t) => t.id)).not.toContain(created.id);
  });

  it('takes a Word file for an own template and refuses what is not one', async () => {
    const template = (await alice('POST', '/api/legal/templates', { name: 'Letterhead', documentType: 'letter', content: '{{body}}' })).json().template as TemplateReply;
    const put = (id: string, name: string, bytes: Buffer, headers: Record<string, string> = {}) =>
      test.app.inject({ method: 'PUT', url: `/api/legal/templates/${id}/docx?name=${encodeURIComponent(name)}`, headers: { cookie: aliceCookie, origin: ORIGIN, 'content-type': 'application/octet-stream', ...headers }, payload: bytes });

    const uploaded = await put(template.id, 'letterhead.docx', await wordFile('SMITH & JONES LLP', '{title}', '{content}'));
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json().template).toMatchObject({ hasDocx: true, docxFilename: 'letterhead.docx' });

    const notWord = await put(template.id, 'notes.docx', Buffer.from('plain text, not a zip'));
    expect(notWord.statusCode).toBe(400);
    expect(notWord.json().error.message).toBe('This file is not a Word document (.docx).');

    const broken = await put(template.id, 'broken.docx', await wordFile('Dear {name'));
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.code).toBe('docx_template_invalid');

    const json = await test.app.inject({ method: 'PUT', url: `/api/legal/templates/${template.id}/docx?name=a.docx`, headers: { cookie: aliceCookie, origin: ORIGIN }, payload: { x: 1 } });
    expect(json.statusCode).toBe(415);

    const others = (await list(bob)).map((t) => t.id);
    expect(others).not.toContain(template.id);
    const bobCookie = (await signUpUser(test.app)).cookie;
    const foreign = await test.app.inject({ method: 'PUT', url: `/api/legal/templates/${template.id}/docx?name=x.docx`, headers: { cookie: bobCookie, origin: ORIGIN, 'content-type': 'application/octet-stream' }, payload: await wordFile('x') });
    expect(foreign.statusCode).toBe(404);
  });
});
