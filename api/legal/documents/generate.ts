import type { Kysely } from 'kysely';
import { aiKeyStatus, createAiClient, type AiConfig } from '../../../activities/ai/ai-config';
import { generateText, type AiModel } from '../../../activities/ai/text-service';
import type { Embedder } from '../../../activities/knowledge/embedder-types';
import type { Database } from '../../../db/schema';
import { extractCitations } from '../../../domain/legal/citations/extract';
import { DRAFT_CONTEXT } from '../../../domain/legal/drafting/context';
import { draftPrompt, DRAFTING_SYSTEM_PROMPT, filledDraft, type DraftContextCase, type DraftContextDocument } from '../../../domain/legal/drafting/prompt';
import { fillTemplate } from '../../../domain/legal/drafting/template-fields';
import type { LegalServicesConfig } from '../../../domain/legal/services-config';
import { styleGuidelines } from '../../../domain/legal/style/guidelines';
import type { CaseLawResult } from '../../../domain/legal/types';
import { callAi } from '../../ai/ai-errors';
import { HttpError } from '../../http-error';
import { privilegedFolderIds } from '../../knowledge/privileged-folders';
import type { KnowledgeScope } from '../../knowledge/scope';
import { documentsByIds } from '../../knowledge/scoped-reads';
import { searchByContent } from '../../knowledge/search/search-by-content';
import { checkCitations } from '../citations/check';
import { findStyle } from '../styles/service';
import { findUsableTemplate, type TemplateView } from '../templates/service';
import { documentChanged, readDocument, replaceCitations, requireMatter, type DocumentView } from './repository';

export interface GenerateInput {
  templateId?: string | undefined;
  instructions: string;
  styleId?: string | undefined;
  title?: string | undefined;
  documentType?: string | undefined;
  matterId?: string | undefined;
  fields?: Record<string, string> | undefined;
  useContext?: boolean | undefined;
}

export interface GenerateDeps {
  db: Kysely<Database>;
  ai: AiConfig;
  embedder: Embedder;
  legal: LegalServicesConfig;
}

/** The reading log's purpose for passages read as a draft's context. */
export const DRAFTING_PURPOSE = 'drafting';

export const NEEDS_MODEL_PLAIN = 'Drafting without a template needs an AI model: choose a template to fill in, or add an OpenAI-compatible key in settings.';

/** 409 when there is no model and nothing to fill: the key check's own sentence (seed 001 §8), then what to do. */
function needsModel(config: AiConfig): HttpError {
  const status = aiKeyStatus(config);
  const spec = status.usable ? '' : `${status.specText} `;
  return new HttpError(409, 'ai_model_needed', `${spec}${NEEDS_MODEL_PLAIN}`);
}

/**
 * Up to 3 of the person's documents whose passages match the instructions with a similarity of at least 0.6,
 * each cut to 300 characters (seed 001 §9), from the matter or from outside matters; privileged documents only
 * when the model runs on the firm's own machines. None when the search model cannot be used.
 */
async function contextDocuments(deps: GenerateDeps, scope: KnowledgeScope, query: string): Promise<{ id: string; title: string; text: string }[]> {
  if (!query.trim()) return [];
  let matches;
  try {
    matches = await searchByContent(deps.db, deps.embedder, scope, query, DRAFT_CONTEXT.similarityThreshold, DRAFT_CONTEXT.maxDocuments * 2, DRAFTING_PURPOSE);
  } catch {
    return [];
  }
  let allowed = matches;
  if (!deps.ai.localModel && matches.length > 0) {
    const privileged = await privilegedFolderIds(deps.db, scope.userId);
    const rows = await documentsByIds(deps.db, scope, matches.map((m) => m.id));
    const folderOf = new Map(rows.map((row) => [row.id, row.folderId]));
    allowed = matches.filter((m) => {
      const folder = folderOf.get(m.id);
      return !folder || !privileged.has(folder);
    });
  }
  return allowed.slice(0, DRAFT_CONTEXT.maxDocuments).map((m) => ({ id: m.id, title: m.title, text: m.passages.map((p) => p.text).join(' ') }));
}

/** Up to 3 cases saved to the matter (or to general research without one), newest first. */
async function contextCases(db: Kysely<Database>, userId: string, matterId: string | null): Promise<CaseLawResult[]> {
  let query = db.selectFrom('saved_cases').select('case').where('user_id', '=', userId);
  query = matterId ? query.where('matter_id', '=', matterId) : query.where('matter_id', 'is', null);
  const rows = await query.orderBy('created_at', 'desc').limit(DRAFT_CONTEXT.maxCases).execute();
  return rows.map((row) => row.case);
}

/**
 * A draft (seed 001 §3): with a model, written from the template, the instructions, the style profile and the
 * context; without one, the template filled in. Then its citations are checked (before any write), and the
 * document and its checked citations are stored in one transaction, as a draft.
 */
export async function generateDocument(deps: GenerateDeps, userId: string, input: GenerateInput): Promise<DocumentView> {
  const { db } = deps;
  const template: TemplateView | null = input.templateId ? await findUsableTemplate(db, userId, input.templateId) : null;
  const style = input.styleId ? await findStyle(db, userId, input.styleId) : null;
  const matterId = input.matterId ?? null;
  await requireMatter(db, userId, matterId);
  const scope: KnowledgeScope = { userId, matterId, folderIds: null };
  const client = createAiClient(deps.ai);
  if (!client && !template) throw needsModel(deps.ai);

  const title = input.title?.trim() || template?.name || 'Untitled draft';
  const documentType = input.documentType?.trim() || template?.documentType || 'document';
  const fields = input.fields ?? {};
  const filled = template ? fillTemplate(template.content, fields) : null;
  const useContext = input.useContext ?? true;

  let content: string;
  let context: { documents: { id: string; title: string }[]; cases: { name: string; citation: string }[] } = { documents: [], cases: [] };
  let modelName: string | null = null;
  if (client) {
    const model: AiModel = { client, model: deps.ai.model };
    const documents = useContext ? await contextDocuments(deps, scope, input.instructions) : [];
    const cases = useContext ? await contextCases(db, userId, matterId) : [];
    context = { documents: documents.map(({ id, title: t }) => ({ id, title: t })), cases: cases.map((c) => ({ name: c.name, citation: c.citation })) };
    const prompt = draftPrompt({
      title,
      documentType,
      instructions: input.instructions,
      template: filled,
      style: style ? styleGuidelines(style.characteristics, style.sampleText) : [],
      documents: documents.map((d): DraftContextDocument => ({ title: d.title, text: d.text })),
      cases: cases.map((c): DraftContextCase => ({ name: c.name, citation: c.citation, court: c.court, date: c.date, summary: c.summary })),
    });
    content = (await callAi(() => generateText(model, prompt, { systemPrompt: DRAFTING_SYSTEM_PROMPT }))).trim();
    modelName = deps.ai.model;
  } else {
    content = filledDraft(filled!, input.instructions);
  }

  // Network before the transaction: the citations are checked first, then everything is written at once.
  const citations = await checkCitations(db, deps.legal, [scope], content, extractCitations(content));
  const metadata = {
    generated: true,
    template_id: template?.id ?? null,
    style_id: style?.id ?? null,
    instructions: input.instructions,
    fields,
    context,
    model: modelName,
  };
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('legal_documents')
      .values({
        user_id: userId,
        title,
        content,
        document_type: documentType,
        status: 'draft',
        tags: [],
        metadata: JSON.stringify(metadata),
        template_id: template?.id ?? null,
        style_id: style?.id ?? null,
        matter_id: matterId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await replaceCitations(trx, userId, row.id, citations, true);
    await documentChanged(trx, userId, row.id);
    return readDocument(trx, userId, row.id);
  });
}
