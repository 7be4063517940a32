import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http-error';
import { fileTooLargeMessage } from '../../domain/files/limits';

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
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' && request.routeOptions.config.fileUpload === true) {
        return reply.status(413).send({ error: { code: 'file_too_large', message: fileTooLargeMessage() } });
      }
      if (status < 500) {
        return reply.status(status).send({ error: { code: frameworkCode(error, status), message: error.message } });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ error: { code: 'internal_error', message: INTERNAL_MESSAGE } });
    });
  },
  { name: 'errors' },
);

/** Fastify's own refusals (body parsing, media types) under readable codes. */
const FRAMEWORK_CODES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bad_request',
};

function frameworkCode(error: FastifyError, status: number): string {
  const known = error.code ? FRAMEWORK_CODES[error.code] : undefined;
  if (known) return known;
  if (error instanceof SyntaxError && status === 400) return 'invalid_json';
  return error.code ?? 'bad_request';
}

function describeValidation(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return error.message;
  const params = first.params as { missingProperty?: string; additionalProperty?: string };
  if (params.missingProperty) return `${params.missingProperty} is required.`;
  if (params.additionalProperty) return `Unexpected field "${params.additionalProperty}".`;
  const field = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
  return field ? `${field} ${first.message ?? 'is invalid'}.` : `${error.validationContext ?? 'request'} ${first.message ?? 'is invalid'}.`;
}
