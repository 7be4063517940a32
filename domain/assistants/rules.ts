/** Assistants' defaults, texts and rules (seed 001 §3, §4, §5, §8, §9). */

export const ASSISTANT_DEFAULTS = {
  temperature: 0.3,
  maxTokens: 2048,
  type: 'general',
} as const;

/** Limits of what an assistant may be given. */
export const ASSISTANT_LIMITS = {
  name: 200,
  description: 2000,
  systemPrompt: 20_000,
  capabilities: 50,
  maxTokens: 32_000,
  temperature: 2,
} as const;

/** A retired assistant keeps its row (past conversations name it) under this prefix. */
export const DELETED_PREFIX = '[Deleted] ';

export const ASSISTANT_MESSAGES = {
  notFound: (id: string) => `Assistant with ID ${id} not found.`,
  loginToCreate: 'You must be logged in to create an assistant',
  nameRequired: 'Assistant name is required.',
  noValidFolders: 'None of the chosen folders exist in your knowledge base, so nothing was linked.',
  folderNotFound: 'Folder not found',
  alreadyInstalled: 'You already have this assistant. Open it from your assistants.',
  catalogueNotFound: (id: string) => `There is no assistant "${id}" in the store.`,
} as const;

/** The name a retired assistant shows: prefixed once, however often it is retired. */
export function retiredName(name: string): string {
  return name.startsWith(DELETED_PREFIX) ? name : `${DELETED_PREFIX}${name}`;
}

/** Trims a list of capability words, dropping blanks and repeats (first spelling kept). */
export function normaliseCapabilities(capabilities: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of capabilities) {
    const word = raw.trim();
    const key = word.toLowerCase();
    if (!word || seen.has(key)) continue;
    seen.add(key);
    result.push(word);
  }
  return result;
}

/**
 * The link call (seed §7 "Assistant API"): the folders asked for are the ids of linkedFolders plus those
 * of knowledgeBase items, once each. The set replaces the linked set: `link` are the existing folders not
 * yet linked, `unlink` the linked ones not asked for; a folder already linked is left alone.
 * Ids that are not the user's folders are skipped; when some were asked for and none exist, it is an error.
 */
export function planFolderLinks(input: {
  requested: readonly string[];
  existing: ReadonlySet<string>;
  linked: ReadonlySet<string>;
}): { ok: true; link: string[]; unlink: string[]; kept: string[] } | { ok: false; message: string } {
  const requested = [...new Set(input.requested)];
  const valid = requested.filter((id) => input.existing.has(id));
  if (requested.length > 0 && valid.length === 0) return { ok: false, message: ASSISTANT_MESSAGES.noValidFolders };
  const wanted = new Set(valid);
  return {
    ok: true,
    link: valid.filter((id) => !input.linked.has(id)),
    unlink: [...input.linked].filter((id) => !wanted.has(id)),
    kept: valid.filter((id) => input.linked.has(id)),
  };
}
