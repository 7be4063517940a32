import { aiKeyStatus, type AiConfig } from '../../activities/ai/ai-config';

/**
 * What the AI setup is at start (seed 001 §5: a key that fails the checks does not start the AI service):
 * the workspace then runs its offline analysers and retrieval-only chat, and says why once, at start.
 */
export function aiSetupLine(ai: Pick<AiConfig, 'apiKey' | 'keyPrefix' | 'baseUrl' | 'model'>): string {
  const status = aiKeyStatus(ai);
  if (status.usable) return `AI: ${ai.model} at ${ai.baseUrl ?? 'the OpenAI API'}`;
  if (!ai.apiKey?.trim()) return 'AI: no key is set up (OPENAI_API_KEY); the offline analysers run and chat answers from documents only.';
  return `AI: the key in OPENAI_API_KEY cannot be used, so the AI service is not started. ${status.reason}`;
}
