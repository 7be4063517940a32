import { disagreementsBetween, sameReading } from '../../domain/analysis/confirmation';
import { analyseEmailOffline } from '../../domain/analysis/offline-analyser';
import type { AnalysableEmail, EvidenceField, MeetingDetails } from '../../domain/analysis/types';
import { createAiClient, type AiConfig } from '../ai/ai-config';
import { analyseWithOpenAi } from '../ai/analyse-with-openai';
import type { AnalyserOutput } from './types';

/**
 * The built-in reader's quotes for the fields the AI read the same way, so the AI's result shows where they came from.
 * A field the AI read on its own keeps no quote, and so waits for a person (domain/analysis/evidence-check.ts).
 */
function sharedEvidence(ai: MeetingDetails, offline: MeetingDetails | null): MeetingDetails {
  if (!offline?.evidence) return ai;
  const evidence: NonNullable<MeetingDetails['evidence']> = {};
  for (const [field, found] of Object.entries(offline.evidence) as Array<[EvidenceField, NonNullable<MeetingDetails['evidence']>[EvidenceField]]>) {
    if (found && sameReading(field, ai[field] ?? null, offline[field] ?? null)) evidence[field] = found;
  }
  return { ...ai, evidence };
}

/**
 * The AI model when a key is configured, otherwise the built-in offline analyser. With a model, the built-in reader
 * checks its date, time and case number: where they disagree, the event waits for a person.
 */
export function createAnalyseActivity(ai: AiConfig) {
  const client = createAiClient(ai);
  return {
    async analyseEmail(email: AnalysableEmail): Promise<AnalyserOutput> {
      const offline = analyseEmailOffline(email);
      if (!client) return { result: offline, analyser: 'offline', rawResponse: null, disagreements: [] };
      const output = await analyseWithOpenAi(client, ai.model, email);
      const meeting = output.result.meetingDetails;
      const disagreements = disagreementsBetween(meeting, offline.meetingDetails);
      return { ...output, result: { ...output.result, meetingDetails: meeting ? sharedEvidence(meeting, offline.meetingDetails) : null }, disagreements };
    },
  };
}
