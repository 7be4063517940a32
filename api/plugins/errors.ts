import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http-error';

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';

/** One error shape for every reply: `{ error: { code, message } }`; 5xx details stay in the log. */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
      if (error instanceof HttpError) {
        return reply.status(error.statusCode).send({ error: { code: error.code, message: error.message } });
      }
      if (error.validation) {
        return reply.status(400).send({ error: { code: 'validation_error', message: describeValidation(error) } });
      }
      const status = error.statusCode ?? 500;
      if (status < 500) {
        return reply.status(status).send({ error: { code: error.code ?? 'bad_request', message: error.message } });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ error: { code: 'internal_error', message: INTERNAL_MESSAGE } });
    });
  },
  { name: 'errors' },
);

function describeValidation(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return error.message;
  const params = first.params as { missingProperty?: string; additionalProperty?: string };
  if (params.missingProperty) return `${params.missingProperty} is required.`;
  if (params.additionalProperty) return `Unexpected field "${params.additionalProperty}".`;
  const field = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
  return field ? `${field} ${first.message ?? 'is invalid'}.` : `${error.validationContext ?? 'request'} ${first.message ?? 'is invalid'}.`;
}
