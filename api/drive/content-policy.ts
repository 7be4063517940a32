import { APP_CSP_DIRECTIVES } from '../plugins/security-headers';

const NONE = ["'none'"];

/**
 * Nothing a stored file says can run as the workspace: it loads nothing, runs in an opaque origin
 * (`sandbox`) and is framed by no page. Images (<img>) and text (fetched) need no more than that.
 */
const SEALED_DIRECTIVES = {
  ...APP_CSP_DIRECTIVES,
  defaultSrc: NONE,
  scriptSrc: NONE,
  styleSrc: NONE,
  imgSrc: NONE,
  fontSrc: NONE,
  connectSrc: NONE,
  frameSrc: NONE,
  childSrc: NONE,
  workerSrc: NONE,
  manifestSrc: NONE,
  mediaSrc: NONE,
  formAction: NONE,
  sandbox: [] as string[],
};

export const SEALED_FILE_POLICY = {
  contentSecurityPolicy: { useDefaults: false, directives: SEALED_DIRECTIVES },
  xFrameOptions: { action: 'deny' as const },
};

/**
 * An inline PDF, for the drive screen's preview frame: only our own pages may frame it
 * (frame-ancestors 'self', X-Frame-Options SAMEORIGIN); otherwise as sealed as the rest, `sandbox`
 * included. Checked on Chromium 156: its PDF viewer renders a document whose CSP has `sandbox` (and
 * default-src/object-src 'none'), but not one inside an <iframe sandbox> — so the screen's frame
 * carries no sandbox attribute and relies on this header.
 */
export const FRAMABLE_PDF_POLICY = {
  contentSecurityPolicy: { useDefaults: false, directives: { ...SEALED_DIRECTIVES, frameAncestors: ["'self'"] } },
  xFrameOptions: { action: 'sameorigin' as const },
};
