import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { askForJson, generateText } from '../../activities/ai/text-service';
import { ANALYSIS_TASKS, TAGS_TASK, topicsTask } from '../../domain/ai/analysis-answers';
import { AI_MESSAGES, AI_PLAIN_MESSAGES, cutText, DEFAULT_TOPIC_COUNT, isAnalysisType } from '../../domain/ai/text-analysis';
import type { AreaOptions } from '../area-options';
import { HttpError } from '../http-error';
import { requireUserId } from '../plugins/session';
import { commonErrors, ErrorReply } from '../schemas/common';
import { callAi, requireAiModel } from './ai-errors';
import { AnalyzeBody, AnalyzeReply, GenerateTextBody, GenerateTextReply, TagsBody, TagsReply, TopicsBody, TopicsReply } from './schemas';

const aiErrors = { ...commonErrors, 502: ErrorReply, 503: ErrorReply };

function requireText(text: string, message: string): string {
  if (!text.trim()) throw new HttpError(400, 'text_required', message);
  return text;
}

/** Seed 001 §7 AI services: generate-text, text analysis, tags and topics, with §9's cuts and defaults. */
export const aiRoutes: FastifyPluginAsyncTypebox<AreaOptions> = async (app, { ai }) => {
  const tags = ['ai'];
  const security = [{ session: [] }];

  app.post('/api/ai/generate-text', { schema: { tags, security, body: GenerateTextBody, response: { 200: GenerateTextReply, ...aiErrors } } }, async (request) => {
    requireUserId(request);
    const prompt = requireText(request.body.prompt, AI_PLAIN_MESSAGES.promptRequired);
    const model = requireAiModel(ai);
    const generatedText = await callAi(() => generateText(model, prompt, request.body.options ?? {}));
    if (!generatedText.trim()) throw new HttpError(502, 'ai_invalid_data', AI_PLAIN_MESSAGES.noText);
    return { generatedText };
  });

  app.post('/api/ai/analyze', { schema: { tags, security, body: AnalyzeBody, response: { 200: AnalyzeReply, ...aiErrors } } }, async (request) => {
    requireUserId(request);
    const { type } = request.body;
    if (!isAnalysisType(type)) throw new HttpError(400, 'unsupported_analysis_type', AI_MESSAGES.unsupportedAnalysisType);
    const text = requireText(request.body.text, AI_PLAIN_MESSAGES.textRequired);
    const model = requireAiModel(ai);
    return callAi(() => askForJson(model, ANALYSIS_TASKS[type], cutText(text, type)));
  });

  app.post('/api/ai/tags', { schema: { tags, security, body: TagsBody, response: { 200: TagsReply, ...aiErrors } } }, async (request) => {
    requireUserId(request);
    const text = requireText(request.body.text, AI_PLAIN_MESSAGES.textRequired);
    const model = requireAiModel(ai);
    return { tags: await callAi(() => askForJson(model, TAGS_TASK, cutText(text, 'tags'))) };
  });

  app.post('/api/ai/topics', { schema: { tags, security, body: TopicsBody, response: { 200: TopicsReply, ...aiErrors } } }, async (request) => {
    requireUserId(request);
    const text = requireText(request.body.text, AI_PLAIN_MESSAGES.textRequired);
    const model = requireAiModel(ai);
    return { topics: await callAi(() => askForJson(model, topicsTask(request.body.count ?? DEFAULT_TOPIC_COUNT), cutText(text, 'topics'))) };
  });
};
