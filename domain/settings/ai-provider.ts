/** What Settings → AI provider says (never the key itself). */
export interface AiProviderStatus {
  /** 'set': a usable key (or a self-hosted server that needs none); 'unusable': a key that fails the checks; 'not-set': none. */
  key: 'set' | 'unusable' | 'not-set';
  /** Why the key cannot be used, in plain words (null when it can). */
  keyProblem: string | null;
  /** The OpenAI-compatible server (null: the OpenAI API). */
  baseUrl: string | null;
  model: string;
  models: string[];
  /** The model runs on the firm's own machines (privileged documents may be sent to it). */
  localModel: boolean;
  /** What the workspace does when no usable key is set. */
  withoutKey: string[];
}

/** What keeps working without an AI key (the offline analysers and retrieval-only chat). */
export const RUNS_WITHOUT_KEY: readonly string[] = [
  'E-mail analysis uses the built-in offline analysers (priority, category, hearings and deadlines from the text).',
  'Chat answers from your knowledge-base documents only, quoting the passages it found.',
  'Automations, agents that need no model, the calendar, tasks and the audit queue work as usual.',
  'Document search uses the model that runs inside the product on this server.',
];
