import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

type Directives = Record<string, string[]>;

/**
 * The Content-Security-Policy of every reply: nothing remote, no inline script, no plugins, and no
 * framing of the workspace by any page. antd writes its CSS-in-JS as <style> elements and inline style
 * attributes, hence 'unsafe-inline' for styles only. Frames may show our own pages and srcdoc/about:blank
 * documents (a srcdoc frame is not fetched, so it needs no source here, and it inherits this policy).
 */
export const APP_CSP_DIRECTIVES: Readonly<Directives> = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameSrc: ["'self'"],
  childSrc: ["'self'"],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  mediaSrc: ["'self'", 'data:', 'blob:'],
  objectSrc: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * Route-level helmet settings for a document our own pages may frame (e.g. a mail body served from its
 * own route): `app.get(url, { helmet: framableBySelf({ imgSrc: [...] }) }, handler)`. The given directives
 * replace the app's ones of the same name; frame-ancestors becomes 'self' and X-Frame-Options SAMEORIGIN.
 */
export function framableBySelf(directives: Directives = {}): Omit<FastifyHelmetOptions, 'global'> {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: { ...APP_CSP_DIRECTIVES, ...directives, frameAncestors: ["'self'"] } },
    xFrameOptions: { action: 'sameorigin' },
  };
}

/**
 * Security headers on every reply (pages, API, static files, 404s and errors) via @fastify/helmet.
 * Over HTTPS (`https`), browsers are also told to stay on HTTPS; over plain HTTP on a loopback address
 * those headers would only break the page.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, { https }: { https: boolean }) => {
    await app.register(fastifyHelmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: https ? { ...APP_CSP_DIRECTIVES, upgradeInsecureRequests: [] } : { ...APP_CSP_DIRECTIVES },
      },
      xFrameOptions: { action: 'deny' },
      referrerPolicy: { policy: 'no-referrer' },
      strictTransportSecurity: https ? { maxAge: 15552000, includeSubDomains: true } : false,
    });
  },
  { name: 'security-headers' },
);
