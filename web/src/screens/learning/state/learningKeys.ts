/** Query keys of what the product learned: automation suggestions, patterns, and the personality and work style. */
export const learningKeys = {
  all: ['learning'] as const,
  suggestions: (area?: string) => [...learningKeys.all, 'suggestions', area ?? 'all'] as const,
  patterns: () => [...learningKeys.all, 'patterns'] as const,
  personality: () => [...learningKeys.all, 'personality'] as const,
  behaviours: () => [...learningKeys.all, 'behaviours'] as const,
};
