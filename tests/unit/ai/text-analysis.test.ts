import { describe, expect, it } from 'vitest';
import { ANALYSIS_TASKS, cleanList, TAGS_TASK, topicsTask } from '../../../domain/ai/analysis-answers';
import { AREA_SAMPLING, samplingParams } from '../../../domain/ai/sampling';
import { AI_MESSAGES, cutText, DEFAULT_TOPIC_COUNT, isAnalysisType, TAG_COUNT, TEXT_LIMITS } from '../../../domain/ai/text-analysis';

describe('the AI service defaults (seed 001 §9)', () => {
  it('asks with 2048 tokens, temperature 0.7 and top-p 0.95 unless told otherwise', () => {
    expect(samplingParams()).toEqual({ max_tokens: 2048, temperature: 0.7, top_p: 0.95 });
    expect(samplingParams({ temperature: 0, topP: 1, maxTokens: 5 })).toEqual({ max_tokens: 5, temperature: 0, top_p: 1 });
  });

  it("keeps each area's own rule: assistants 0.3 and 2048, workflow generation 0.3, text enhancement 0.7, agent text 1000 tokens", () => {
    expect(samplingParams(AREA_SAMPLING.assistant)).toEqual({ max_tokens: 2048, temperature: 0.3, top_p: 0.95 });
    expect(AREA_SAMPLING.workflowGeneration.temperature).toBe(0.3);
    expect(AREA_SAMPLING.textEnhancement.temperature).toBe(0.7);
    expect(samplingParams(AREA_SAMPLING.agentTextCompletion)).toEqual({ max_tokens: 1000, temperature: 0.7, top_p: 0.95 });
  });
});

describe('text analysis rules (seed 001 §5, §8, §9)', () => {
  it('allows summary, sentiment and keywords only', () => {
    expect(['summary', 'sentiment', 'keywords'].every(isAnalysisType)).toBe(true);
    expect(isAnalysisType('tags')).toBe(false);
    expect(isAnalysisType('Summary')).toBe(false);
    expect(AI_MESSAGES.unsupportedAnalysisType).toBe('Unsupported analysis type');
    expect(AI_MESSAGES.generationFailed).toBe('Text generation service not configured or all methods failed.');
  });

  it('cuts text to 10000 characters for summaries, topics and questions and 5000 for tags and sentiment', () => {
    const long = 'x'.repeat(12_000);
    expect(cutText(long, 'summary')).toHaveLength(10_000);
    expect(cutText(long, 'topics')).toHaveLength(10_000);
    expect(cutText(long, 'questions')).toHaveLength(10_000);
    expect(cutText(long, 'tags')).toHaveLength(5_000);
    expect(cutText(long, 'sentiment')).toHaveLength(5_000);
    expect(TEXT_LIMITS.keywords).toBe(5_000);
    expect(cutText('short', 'tags')).toBe('short');
  });

  it('never leaves half a surrogate pair at the cut', () => {
    const text = 'a'.repeat(4_999) + '😀' + 'b';
    const cut = cutText(text, 'tags');
    expect(cut).toHaveLength(4_999);
    expect(cut.endsWith('a')).toBe(true);
  });

  it('asks for 5 to 10 tags and 5 topics by default', () => {
    expect(TAG_COUNT).toEqual({ min: 5, max: 10 });
    expect(DEFAULT_TOPIC_COUNT).toBe(5);
  });
});

describe("checking the model's answers", () => {
  it('cleans lists: trims, drops blanks and repeats, refuses non-strings', () => {
    expect(cleanList([' a ', 'A', '', 'b'])).toEqual(['a', 'b']);
    expect(cleanList(['a', 1])).toBeNull();
    expect(cleanList('a')).toBeNull();
  });

  it('takes 5 to 10 tags, cutting more than 10 and refusing fewer than 5', () => {
    const tags = (n: number) => ({ tags: Array.from({ length: n }, (_, i) => `tag ${i}`) });
    expect(TAGS_TASK.parse(tags(5))).toHaveLength(5);
    expect(TAGS_TASK.parse(tags(12))).toHaveLength(10);
    expect(TAGS_TASK.parse(tags(4))).toBeNull();
    expect(TAGS_TASK.parse({ tags: 'a, b, c, d, e' })).toBeNull();
  });

  it('takes up to the asked number of topics, at least one', () => {
    expect(topicsTask(3).parse({ topics: ['a', 'b', 'c', 'd'] })).toEqual(['a', 'b', 'c']);
    expect(topicsTask(5).parse({ topics: [] })).toBeNull();
  });

  it('checks summaries, sentiment and keywords', () => {
    expect(ANALYSIS_TASKS.summary.parse({ summary: ' Short. ' })).toEqual({ type: 'summary', summary: 'Short.' });
    expect(ANALYSIS_TASKS.summary.parse({ summary: '' })).toBeNull();
    expect(ANALYSIS_TASKS.sentiment.parse({ sentiment: 'negative', score: -0.6, explanation: 'Angry.' })).toEqual({ type: 'sentiment', sentiment: 'negative', score: -0.6, explanation: 'Angry.' });
    expect(ANALYSIS_TASKS.sentiment.parse({ sentiment: 'furious', score: -0.6, explanation: '' })).toBeNull();
    expect(ANALYSIS_TASKS.sentiment.parse({ sentiment: 'positive', score: 3, explanation: '' })).toBeNull();
    expect(ANALYSIS_TASKS.keywords.parse({ keywords: ['lease', 'rent'] })).toEqual({ type: 'keywords', keywords: ['lease', 'rent'] });
    expect(ANALYSIS_TASKS.keywords.parse(null)).toBeNull();
  });
});
