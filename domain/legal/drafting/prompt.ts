import { cutContext, DRAFT_CONTEXT } from './context';

export interface DraftContextDocument {
  title: string;
  text: string;
}

export interface DraftContextCase {
  name: string;
  citation: string;
  court: string;
  date: string;
  summary: string;
}

export interface DraftRequest {
  title: string;
  documentType: string;
  instructions: string;
  /** The template's text with the given fields filled in, when drafting from a template. */
  template: string | null;
  /** Style guidelines (styleGuidelines of the chosen profile, its sample cut at 300 characters). */
  style: string[];
  documents: DraftContextDocument[];
  cases: DraftContextCase[];
}

/** Seed 001 §1, §6: the user is a licensed attorney with full authority; everything is a draft for their final approval. */
export const DRAFTING_SYSTEM_PROMPT = [
  'You draft legal documents for a licensed attorney who has full authority and final approval of every document.',
  'What you write is a draft for their review. Write the document itself, ready to edit: no preface, no closing remarks.',
  'Cite only authorities given to you below or that you are certain exist, with exact citations; every citation will be checked before the document can be exported.',
  'Where a fact is missing, leave a bracketed placeholder such as [date of injury] rather than inventing it.',
].join(' ');

/** The user message of a draft: what to write, the template, the style, and the context (documents cut to 300 characters, at most 3 of each). */
export function draftPrompt(request: DraftRequest): string {
  const parts = [`Draft a ${request.documentType} titled "${request.title}".`, '', 'Instructions:', request.instructions.trim() || '(none)'];
  if (request.template !== null) parts.push('', 'Follow this template, keeping its structure and filled-in text; fill any remaining {{placeholders}} you can:', request.template);
  if (request.style.length > 0) parts.push('', "Write in the attorney's own style:", ...request.style.map((line) => `- ${line}`));
  const documents = request.documents.slice(0, DRAFT_CONTEXT.maxDocuments);
  if (documents.length > 0) parts.push('', "Relevant passages from the firm's documents:", ...documents.map((d, i) => `[${i + 1}] ${d.title}: ${cutContext(d.text)}`));
  const cases = request.cases.slice(0, DRAFT_CONTEXT.maxCases);
  if (cases.length > 0) parts.push('', 'Cases saved for this matter:', ...cases.map((c) => `- ${c.name}, ${c.citation} (${c.court}, ${c.date}): ${cutContext(c.summary)}`));
  return parts.join('\n');
}

/** Without a model, a template filled in by hand: the instructions go at the end as a note for the attorney. */
export function filledDraft(filledTemplate: string, instructions: string): string {
  const note = instructions.trim();
  return note ? `${filledTemplate.trimEnd()}\n\nNote for the attorney (instructions given): ${note}` : filledTemplate;
}
