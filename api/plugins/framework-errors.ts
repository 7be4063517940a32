import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';

/** Longest path parameter the router matches (ids are at most 512 characters); longer ones answer 414. */
export const MAX_PARAM_LENGTH = 600;

function body(code: string, message: string): string {
  return JSON.stringify({ error: { code, message } });
}

/**
 * Errors Node's HTTP parser meets before Fastify has a request (oversized headers, malformed request
 * lines, slow clients) are answered on the raw socket, still in the one error shape.
 */
function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'headers_too_large', 'The request headers are too large.']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'request_timeout', 'The request took too long to arrive.']
        : [400, 'bad_request', 'The request is not valid HTTP.'];
  const payload = body(code, message);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(payload)}\r\nConnection: close\r\n\r\n${payload}`,
    );
  }
  socket.destroy();
}

const INTERNAL = { error: { code: 'internal_error', message: 'Something went wrong on our side. Please try again.' } };

/** The router's own refusals (bad URL encoding, overlong parameters) in the one error shape. */
function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.status(414).send({ error: { code: 'uri_too_long', message: 'The address is too long.' } });
  } else if (error.code === 'FST_ERR_BAD_URL') {
    void reply.status(400).send({ error: { code: 'bad_url', message: 'The address is not a valid URL.' } });
  } else {
    void reply.status(500).send(INTERNAL);
  }
}

export const frameworkErrorOptions: Pick<FastifyServerOptions, 'clientErrorHandler' | 'routerOptions'> & { frameworkErrors: typeof frameworkErrors } = {
  routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
  clientErrorHandler,
  frameworkErrors,
};
