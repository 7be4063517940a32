import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http-error';
import { FILE_UPLOAD_MEDIA_TYPE } from './file-uploads';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route is called by other systems and proves itself without the session cookie (e.g. a webhook
     * secret header): any origin and its own content types are accepted.
     */
    crossSiteCallers?: boolean;
  }
}

export const FORBIDDEN_ORIGIN_MESSAGE = 'This request came from another site, so it was refused. Use the workspace itself.';
export const UNSUPPORTED_MEDIA_TYPE_MESSAGE = 'Send the request body as JSON (Content-Type: application/json).';
export const UPLOAD_MEDIA_TYPE_MESSAGE = "Send the file's bytes as the request body (Content-Type: application/octet-stream).";

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Sec-Fetch-Site values a browser sends for our own pages or for something the person typed in. */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

/**
 * Refuses cross-site request forgery on state-changing routes: a browser request from any other origin
 * (another port of the same host included) gets 403, and the body must be JSON, which a cross-site page
 * cannot send without a CORS preflight that this app never grants. Requests without Origin and
 * Sec-Fetch-Site (curl, other servers) carry no browser's cookies by surprise and pass the origin check.
 */
export const sameOriginPlugin = fp(
  async (app: FastifyInstance, { appUrl }: { appUrl: string }) => {
    const appOrigin = new URL(appUrl).origin;

    app.addHook('onRequest', async (request) => {
      if (!STATE_CHANGING.has(request.method) || request.routeOptions.config.crossSiteCallers === true) return;
      if (request.routeOptions.config.fileUpload === true) {
        // A cross-site form can post raw bytes without a preflight, so uploads must prove their origin.
        if (!hasBrowserOrigin(request) || !isOwnOrigin(request, appOrigin)) {
          throw new HttpError(403, 'forbidden_origin', FORBIDDEN_ORIGIN_MESSAGE);
        }
        if (!isFileUpload(request.headers['content-type'])) {
          throw new HttpError(415, 'unsupported_media_type', UPLOAD_MEDIA_TYPE_MESSAGE);
        }
        return;
      }
      if (!isOwnOrigin(request, appOrigin)) throw new HttpError(403, 'forbidden_origin', FORBIDDEN_ORIGIN_MESSAGE);
      if (!isJson(request.headers['content-type'])) {
        throw new HttpError(415, 'unsupported_media_type', UNSUPPORTED_MEDIA_TYPE_MESSAGE);
      }
    });
  },
  { name: 'same-origin' },
);

function isOwnOrigin(request: FastifyRequest, appOrigin: string): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) return origin === appOrigin || origin === requestOrigin(request);
  const site = request.headers['sec-fetch-site'];
  if (site === undefined) return true;
  return typeof site === 'string' && OWN_FETCH_SITES.has(site.toLowerCase());
}

/** The origin the browser addressed, from the Host header (host and port). */
function requestOrigin(request: FastifyRequest): string | null {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return null;
  }
}

function hasBrowserOrigin(request: FastifyRequest): boolean {
  return request.headers.origin !== undefined || request.headers['sec-fetch-site'] !== undefined;
}

function isFileUpload(contentType: string | undefined): boolean {
  return contentType?.split(';', 1)[0]?.trim().toLowerCase() === FILE_UPLOAD_MEDIA_TYPE;
}

function isJson(contentType: string | undefined): boolean {
  const essence = contentType?.split(';', 1)[0]?.trim().toLowerCase();
  return essence === 'application/json';
}
