import { describe, expect, it } from 'vitest';
import { SecretBox } from '../../activities/security/secret-box';

describe('secrets at rest', () => {
  const box = new SecretBox('a-long-enough-secret-for-the-unit-tests-0123');

  it('round-trips and never stores the plain text', () => {
    const sealed = box.sealJson({ refreshToken: '1//refresh-token-value' });
    expect(sealed).not.toContain('refresh-token-value');
    expect(box.openJson(sealed)).toEqual({ refreshToken: '1//refresh-token-value' });
  });
  it('uses a fresh nonce each time', () => {
    expect(box.seal('same')).not.toBe(box.seal('same'));
  });
  it('refuses tampered values and other keys', () => {
    const sealed = box.seal('secret');
    // One bit of the ciphertext flipped (editing base64 text can leave the bytes as they were).
    const [version, iv, tag, ciphertext] = sealed.split('.') as [string, string, string, string];
    const bytes = Buffer.from(ciphertext, 'base64url');
    bytes[0] = bytes[0]! ^ 0x01;
    const tampered = [version, iv, tag, bytes.toString('base64url')].join('.');
    expect(tampered).not.toBe(sealed);
    expect(() => box.open(tampered)).toThrow();
    expect(() => new SecretBox('another-long-enough-secret-for-tests-98765').open(sealed)).toThrow();
  });
  it('refuses a short secret', () => {
    expect(() => new SecretBox('short')).toThrow('at least 32 characters');
  });
});
