import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireSchemasPlugin } from '../../api/plugins/require-schemas';
import { createTestApp, type TestApp } from './support/test-app';

describe('API conventions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('publishes an OpenAPI document describing every route with its replies', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toBe('3.1.0');
    const operations = Object.entries(doc.paths as Record<string, Record<string, { responses?: object }>>).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, op })),
    );
    expect(operations.map((o) => o.key)).toEqual(
      expect.arrayContaining([
        'POST /api/auth/signup',
        'POST /api/auth/login',
        'POST /api/auth/logout',
        'GET /api/auth/me',
        'PATCH /api/auth/me',
        'GET /api/auth/sessions',
        'DELETE /api/auth/sessions/{sessionId}',
        'GET /api/health',
        'POST /api/health/probe',
      ]),
    );
    for (const { key, op } of operations) expect(op.responses, key).toBeDefined();
  });

  it('documents the error replies every operation can give, in the one error shape', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    type Reply = { content?: Record<string, { schema?: { properties?: Record<string, { properties?: object; required?: string[] }> } }> };
    const operations = Object.entries(doc.paths as Record<string, Record<string, { responses: Record<string, Reply>; security?: unknown[] }>>).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ key: `${method.toUpperCase()} ${path}`, method, path, op })),
    );
    expect(operations.length).toBeGreaterThan(30);
    for (const { key, method, path, op } of operations) {
      const expected = ['400', '500'];
      if (path.includes('{')) expected.push('404', '414');
      if (op.security?.length) expected.push('401');
      if (['post', 'put', 'patch', 'delete'].includes(method)) expected.push('403', '413', '415');
      for (const status of expected) {
        const errorSchema = op.responses[status]?.content?.['application/json']?.schema?.properties?.error;
        expect(errorSchema?.required, `${key} ${status}`).toEqual(expect.arrayContaining(['code', 'message']));
      }
    }
    const login = operations.find((o) => o.key === 'POST /api/auth/login');
    expect(login?.op.responses['429']).toBeDefined();
  });

  it('refuses to register an API route without a reply schema', async () => {
    const app = Fastify();
    await app.register(requireSchemasPlugin);
    await app.after();
    expect(() => app.get('/api/unschematic', async () => ({}))).toThrow('Route GET /api/unschematic has no response schema');
    await app.close();
  });

  it('answers unknown API paths and malformed JSON in the one error shape', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: { code: 'not_found', message: 'Not found' } });

    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBeTypeOf('string');
    expect(malformed.json().error.message).toBeTypeOf('string');
  });

  it('rejects unexpected fields instead of ignoring them', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@b.co', password: 'x', isAdmin: true },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'validation_error', message: 'Unexpected field "isAdmin".' } });
  });
});
