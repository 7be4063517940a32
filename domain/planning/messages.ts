/** The agent-side AI calls' failure texts, verbatim (seed 000 §8, seed 001 §8). */
export const AI_FAILURES = {
  enhance: 'Failed to create task: AI service returned invalid data',
  estimate: 'Failed to estimate duration: AI service returned invalid data',
  optimise: 'Failed to suggest schedule: AI service returned invalid data',
  suggestTimes: 'Failed to suggest event times: AI service returned invalid data',
} as const;

export const AI_UNAVAILABLE = 'The AI service could not be reached. Please try again later.';

export const aiNote = (model: string) => `Suggested by AI (${model}). Check it before you apply it.`;
