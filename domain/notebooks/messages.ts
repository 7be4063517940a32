/** Every text the notebooks area shows. The spec's texts (seed 001 §8) are verbatim. */
export const NOTEBOOK_FAILURES = {
  createNotebook: 'Failed to create notebook',
  updateNotebook: 'Failed to update notebook',
  deleteNotebook: 'Failed to delete notebook',
  addSection: 'Failed to add section',
  updateSection: 'Failed to update section',
  deleteSection: 'Failed to delete section',
  addBlock: 'Failed to add block',
  updateBlock: 'Failed to update block',
  deleteBlock: 'Failed to delete block',
  generateAiResponse: 'Failed to generate AI response',
  analyzeNotebook: 'Failed to analyze notebook',
} as const;

export type NotebookFailure = keyof typeof NOTEBOOK_FAILURES;

export const NOTEBOOK_MESSAGES = {
  // seed 001 §8, verbatim
  notFound: 'Notebook not found',
  ...NOTEBOOK_FAILURES,

  sectionNotFound: 'This section is no longer in the notebook.',
  blockNotFound: 'This block is no longer in the notebook.',
  suggestionNotFound: 'This suggestion is no longer in the AI block.',
  suggestionUsed: 'This suggestion has already been added.',
  templateNotFound: 'That template is not one of your template notebooks.',
  notAnAiBlock: 'Only an AI block can analyse its notebook.',
  stale: (current: number) =>
    `This notebook was changed elsewhere (it is now at version ${current}). Reload it to see the latest version, then make your change again.`,
  needsModel: 'Needs an AI model: add an OpenAI-compatible key in settings to get a summary, topics and suggested tasks and events.',
  invalidAnswer: 'The AI model gave an answer that could not be used. Nothing was changed.',
  providerFailed: 'The AI model did not answer, even after retrying. Please try again later.',
  importInvalid: 'The file is not a stored notebook: it must be a JSON object.',
} as const;

/** What the client shows when an action fails: the spec's text, then the server's reason when it has one. */
export function failureText(failure: NotebookFailure, reason?: string | null): string {
  const text = NOTEBOOK_FAILURES[failure];
  if (!reason || reason === text) return text;
  return reason.startsWith(text) ? reason : `${text}: ${reason}`;
}
