import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../http-error';
import { exceedsDepth, findBadText } from './scan';

/** Deeper than any request of ours; far below what would exhaust the parser's stack. */
export const MAX_JSON_DEPTH = 64;

export function badTextError(field: string): HttpError {
  const subject = field ? `Text in "${field}"` : 'Text';
  return new HttpError(400, 'invalid_text', `${subject} may not contain NUL characters or unpaired surrogate characters.`);
}

/**
 * Hostile input stops here, before any route sees it: JSON nested too deep is refused before it is
 * parsed, and NUL characters or lone surrogates in any body, query string or path parameter (keys
 * included, at any depth) answer 400 instead of failing later in Postgres, a mail header or a workflow.
 */
export const hostileInputPlugin = fp(
  async (app: FastifyInstance) => {
    const defaultJsonParser = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      // State-changing requests must say JSON even when they carry nothing (a DELETE, a pause): no body.
      if (text.trim() === '') {
        done(null, undefined);
        return;
      }
      if (exceedsDepth(text, MAX_JSON_DEPTH)) {
        done(new HttpError(400, 'invalid_json', `JSON may be nested at most ${MAX_JSON_DEPTH} levels deep.`), undefined);
        return;
      }
      defaultJsonParser(request, text, done);
    });

    app.addHook('preValidation', async (request: FastifyRequest) => {
      const field = findBadText(request.params) ?? findBadText(request.query) ?? findBadText(request.body);
      if (field !== null) throw badTextError(field);
    });
  },
  { name: 'hostile-input' },
);
