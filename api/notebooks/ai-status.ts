import { aiKeyStatus, createAiClient, type AiConfig } from '../../activities/ai/ai-config';
import type { AiModel } from '../../activities/ai/text-service';
import { NOTEBOOK_MESSAGES } from '../../domain/notebooks/messages';
import { AI_KEY_MISSING } from '../../domain/ai/key-check';
import type { NotebookAiStatus } from '../../domain/notebooks/views';

/** The model AI blocks write with, or null with what is needed. */
export function notebookModel(config: AiConfig): { model: AiModel | null; status: NotebookAiStatus } {
  const client = createAiClient(config);
  if (client) return { model: { client, model: config.model }, status: { canGenerate: true, reason: null } };
  const key = aiKeyStatus(config);
  // A missing key is what the sentence already says; a key that fails the checks adds why.
  const detail = !key.usable && key.specText !== AI_KEY_MISSING ? ` ${key.reason}` : '';
  return { model: null, status: { canGenerate: false, reason: `${NOTEBOOK_MESSAGES.needsModel}${detail}` } };
}
