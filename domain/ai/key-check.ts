/** Whether the AI key can be used (seed 001 §5): non-empty, not a placeholder, at least 30 characters, the vendor's prefix. */

/** Seed 001 §5: a shorter key is refused. */
export const AI_KEY_MIN_LENGTH = 30;

/** Seed 001 §8, verbatim: the AI key is absent. */
export const AI_KEY_MISSING = 'Gemini API key is missing.';
/** Seed 001 §8, verbatim: the service is used before it started (§5: a key that fails the checks stops it starting). */
export const AI_SERVICE_NOT_INITIALIZED = 'AIService not initialized.';

/**
 * The values people leave in a .env file when they copy the example (compared without case, and after
 * dropping surrounding quotes and angle brackets).
 */
export const AI_KEY_PLACEHOLDERS: readonly string[] = [
  'your-api-key',
  'your_api_key',
  'your-api-key-here',
  'your_api_key_here',
  'your-openai-api-key',
  'your_openai_api_key',
  'your-openai-api-key-here',
  'your_openai_api_key_here',
  'your-openai-key',
  'your_openai_key',
  'your-gemini-api-key',
  'your_gemini_api_key',
  'your_gemini_api_key_here',
  'api-key',
  'api_key',
  'apikey',
  'openai_api_key',
  'gemini_api_key',
  'sk-...',
  'sk-xxx',
  'sk-your-key',
  'sk-your-key-here',
  'changeme',
  'change-me',
  'replace-me',
  'xxx',
  'todo',
  'none',
  'null',
  'undefined',
];

export type AiKeyProblem = 'missing' | 'placeholder' | 'too-short' | 'wrong-prefix';

export type AiKeyCheck =
  | { usable: true }
  | {
      usable: false;
      problem: AiKeyProblem;
      /** The spec's own text (§8): 'Gemini API key is missing.' for an absent key, else 'AIService not initialized.'. */
      specText: string;
      /** A plain sentence for screens: what is wrong and what to do. */
      reason: string;
    };

export interface AiKeyRules {
  /** The vendor prefix every key must start with (OPENAI_KEY_PREFIX), when one is configured. */
  keyPrefix?: string | undefined;
}

const ENV_HINT = 'Set OPENAI_API_KEY to the key your AI provider gave you and restart the workspace.';

export const AI_KEY_REASONS = {
  missing: `No AI key is set up: add OPENAI_API_KEY (and OPENAI_BASE_URL for a server other than OpenAI) and restart the workspace.`,
  placeholder: `The AI key is still the example value from the settings file, not a real key. ${ENV_HINT}`,
  'too-short': `The AI key is too short to be a real key (it needs at least ${AI_KEY_MIN_LENGTH} characters). ${ENV_HINT}`,
} as const;

export const wrongPrefixReason = (prefix: string) => `The AI key does not start with "${prefix}", as this provider's keys do. ${ENV_HINT}`;

const normalise = (value: string) => value.trim().replace(/^["'<]+|[>"']+$/g, '').trim().toLowerCase();

/** Is this text one of the placeholders, or made of them (e.g. 'sk-xxxxxxxx', '<your-api-key>')? */
export function isPlaceholderKey(key: string): boolean {
  const value = normalise(key);
  if (AI_KEY_PLACEHOLDERS.includes(value)) return true;
  // 'sk-xxxxxxxxxxxxxxxx', 'sk-....', '********': a prefix followed only by filler characters.
  return /^(sk-)?([x.*]|your)[x.*_-]*$/.test(value) || /^(sk-)?your[-_]/.test(value);
}

export function checkAiKey(apiKey: string | null | undefined, rules: AiKeyRules = {}): AiKeyCheck {
  const key = apiKey?.trim() ?? '';
  if (!key) return { usable: false, problem: 'missing', specText: AI_KEY_MISSING, reason: AI_KEY_REASONS.missing };
  if (isPlaceholderKey(key)) return refuse('placeholder', AI_KEY_REASONS.placeholder);
  if (key.length < AI_KEY_MIN_LENGTH) return refuse('too-short', AI_KEY_REASONS['too-short']);
  const prefix = rules.keyPrefix?.trim();
  if (prefix && !key.startsWith(prefix)) return refuse('wrong-prefix', wrongPrefixReason(prefix));
  return { usable: true };
}

const refuse = (problem: AiKeyProblem, reason: string): AiKeyCheck => ({ usable: false, problem, specText: AI_SERVICE_NOT_INITIALIZED, reason });
