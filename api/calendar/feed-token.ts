import { createHash, randomBytes } from 'node:crypto';

/** A feed's secret: 32 random bytes, base64url (43 characters). Only its SHA-256 is stored. */
export const newFeedToken = () => randomBytes(32).toString('base64url');
export const feedTokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
export const FEED_TOKEN_PATTERN = '^[A-Za-z0-9_-]{43}$';
