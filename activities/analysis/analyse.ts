import { analyseEmailOffline } from '../../domain/analysis/offline-analyser';
import type { AnalysableEmail } from '../../domain/analysis/types';
import { createAiClient, type AiConfig } from '../ai/ai-config';
import { analyseWithOpenAi } from '../ai/analyse-with-openai';
import type { AnalyserOutput } from './types';

/** The AI model when a key is configured, otherwise the built-in offline analyser. */
export function createAnalyseActivity(ai: AiConfig) {
  const client = createAiClient(ai);
  return {
    async analyseEmail(email: AnalysableEmail): Promise<AnalyserOutput> {
      if (client) return analyseWithOpenAi(client, ai.model, email);
      return { result: analyseEmailOffline(email), analyser: 'offline', rawResponse: null };
    },
  };
}
