import { describe, expect, it } from 'vitest';
import { AI_KEY_MIN_LENGTH, AI_KEY_MISSING, AI_SERVICE_NOT_INITIALIZED, checkAiKey, isPlaceholderKey } from '../../../domain/ai/key-check';

const GOOD = 'sk-proj-0123456789abcdefghijklmnopqrstuvwxyz';

describe('the AI key checks (seed 001 §5)', () => {
  it('accepts a real-looking key of at least 30 characters', () => {
    expect(checkAiKey(GOOD)).toEqual({ usable: true });
    expect(checkAiKey('a'.repeat(10) + 'b'.repeat(AI_KEY_MIN_LENGTH - 10))).toEqual({ usable: true });
  });

  it("refuses an absent or blank key with the spec's text 'Gemini API key is missing.' and a plain sentence", () => {
    for (const key of [undefined, null, '', '   ']) {
      const check = checkAiKey(key);
      expect(check).toMatchObject({ usable: false, problem: 'missing', specText: AI_KEY_MISSING });
      expect(AI_KEY_MISSING).toBe('Gemini API key is missing.');
      if (!check.usable) expect(check.reason).toMatch(/^No AI key is set up: add OPENAI_API_KEY/);
    }
  });

  it('refuses the placeholders people leave in .env files, whatever their case or quotes', () => {
    for (const key of ['your-api-key', 'your_openai_api_key_here', 'YOUR_OPENAI_API_KEY', 'sk-...', '"sk-..."', '<your-api-key>', 'sk-xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx', 'your-openai-api-key-goes-here-please-0000', 'changeme']) {
      expect(isPlaceholderKey(key), key).toBe(true);
      expect(checkAiKey(key), key).toMatchObject({ usable: false, problem: 'placeholder', specText: AI_SERVICE_NOT_INITIALIZED });
    }
    expect(isPlaceholderKey(GOOD)).toBe(false);
  });

  it('refuses a key shorter than 30 characters', () => {
    const check = checkAiKey('a'.repeat(AI_KEY_MIN_LENGTH - 1));
    expect(check).toMatchObject({ usable: false, problem: 'too-short' });
    if (!check.usable) expect(check.reason).toContain('at least 30 characters');
    expect(checkAiKey('test-key')).toMatchObject({ problem: 'too-short' });
  });

  it("refuses a key without the vendor's prefix when one is configured, and ignores the prefix otherwise", () => {
    const key = 'gsk_0123456789abcdefghijklmnopqrstuvwxyz';
    expect(checkAiKey(key)).toEqual({ usable: true });
    expect(checkAiKey(key, { keyPrefix: 'gsk_' })).toEqual({ usable: true });
    const check = checkAiKey(key, { keyPrefix: 'sk-' });
    expect(check).toMatchObject({ usable: false, problem: 'wrong-prefix', specText: AI_SERVICE_NOT_INITIALIZED });
    if (!check.usable) expect(check.reason).toContain('does not start with "sk-"');
    expect(checkAiKey(key, { keyPrefix: '  ' })).toEqual({ usable: true });
  });

  it('checks the key as written, ignoring the spaces around it', () => {
    expect(checkAiKey(`  ${GOOD}\n`)).toEqual({ usable: true });
  });
});
