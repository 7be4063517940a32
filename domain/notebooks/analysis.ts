/**
 * The AI block's analysis of its notebook (seed 001 §3, §9): a summary of 3 to 5 sentences, 5 to 10
 * topics, suggested tasks (priority medium unless said) and suggested events (one hour long). The model's
 * JSON answer is checked here; anything that is not what was asked is refused (nothing is written).
 */
import { cleanList, type JsonTask } from '../ai/analysis-answers';
import { cutText } from '../ai/text-analysis';
import { DEFAULT_TASK_PRIORITY, TASK_PRIORITIES, type TaskPriority } from '../tasks/task';

export const NOTEBOOK_ANALYSIS = {
  summarySentences: { min: 3, max: 5 },
  topics: { min: 5, max: 10 },
  /** §9: suggested notebook events last 1 hour. */
  eventMinutes: 60,
  maxSuggestions: 10,
} as const;

export interface AnalysedTask {
  title: string;
  description: string;
  priority: TaskPriority;
}

export interface AnalysedEvent {
  title: string;
  description: string;
  startDate: string;
  endDate: string;
}

export interface NotebookAnalysis {
  summary: string;
  keyTopics: string[];
  tasks: AnalysedTask[];
  events: AnalysedEvent[];
}

const record = (data: unknown): Record<string, unknown> | null => (typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : null);

/** §3: a suggested event ends one hour after its start. */
export function suggestedEventEnd(start: Date): Date {
  return new Date(start.getTime() + NOTEBOOK_ANALYSIS.eventMinutes * 60_000);
}

/** The sentences of a text (split after ., ! or ? followed by a space or the end). */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** A priority from the model (any case), medium when none is given; null for a value that is not a priority. */
export function suggestedPriority(value: unknown): TaskPriority | null {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return DEFAULT_TASK_PRIORITY;
  if (typeof value !== 'string') return null;
  const found = TASK_PRIORITIES.find((priority) => priority.toLowerCase() === value.trim().toLowerCase());
  return found ?? null;
}

function parseTask(value: unknown): AnalysedTask | null {
  const task = record(value);
  if (!task || typeof task.title !== 'string' || !task.title.trim()) return null;
  if (task.description !== undefined && task.description !== null && typeof task.description !== 'string') return null;
  const priority = suggestedPriority(task.priority);
  if (!priority) return null;
  return { title: task.title.trim().slice(0, 500), description: typeof task.description === 'string' ? task.description.trim() : '', priority };
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** A real day (no 30 February, which Date would roll into March). */
function isCalendarDay(day: string): boolean {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const utc = new Date(Date.UTC(year, month - 1, date));
  return utc.getUTCFullYear() === year && utc.getUTCMonth() === month - 1 && utc.getUTCDate() === date;
}

function parseEvent(value: unknown): AnalysedEvent | null {
  const event = record(value);
  if (!event || typeof event.title !== 'string' || !event.title.trim()) return null;
  if (event.description !== undefined && event.description !== null && typeof event.description !== 'string') return null;
  if (typeof event.startDate !== 'string' || !ISO_INSTANT.test(event.startDate.trim())) return null;
  const start = new Date(event.startDate.trim());
  if (Number.isNaN(start.getTime()) || !isCalendarDay(event.startDate.trim().slice(0, 10))) return null;
  return {
    title: event.title.trim().slice(0, 500),
    description: typeof event.description === 'string' ? event.description.trim() : '',
    startDate: start.toISOString(),
    endDate: suggestedEventEnd(start).toISOString(),
  };
}

/**
 * The checked analysis, or null when the answer is not one: a non-blank summary (more than 5 sentences
 * are cut to the first 5), 5 to 10 topics (more than 10 cut to 10, fewer than 5 refused), lists of
 * well-formed tasks and events (at most 10 each; one bad entry refuses the whole answer).
 */
export function parseNotebookAnalysis(data: unknown): NotebookAnalysis | null {
  const answer = record(data);
  if (!answer || typeof answer.summary !== 'string') return null;
  const sentences = sentencesOf(answer.summary);
  if (sentences.length === 0) return null;
  const topics = cleanList(answer.topics);
  if (!topics || topics.length < NOTEBOOK_ANALYSIS.topics.min) return null;
  if (!Array.isArray(answer.tasks) || !Array.isArray(answer.events)) return null;
  const tasks = answer.tasks.map(parseTask);
  const events = answer.events.map(parseEvent);
  if (tasks.some((task) => task === null) || events.some((event) => event === null)) return null;
  return {
    summary: sentences.slice(0, NOTEBOOK_ANALYSIS.summarySentences.max).join(' '),
    keyTopics: topics.slice(0, NOTEBOOK_ANALYSIS.topics.max),
    tasks: (tasks as AnalysedTask[]).slice(0, NOTEBOOK_ANALYSIS.maxSuggestions),
    events: (events as AnalysedEvent[]).slice(0, NOTEBOOK_ANALYSIS.maxSuggestions),
  };
}

const stringField = { type: 'string' };

/** The task for the model: `now` and `timeZone` let it date the events it suggests. */
export function notebookAnalysisTask(now: Date, timeZone: string): JsonTask<NotebookAnalysis> {
  return {
    name: 'notebook_analysis',
    what: 'notebook analysis',
    system: [
      'You read a notebook the user keeps and help them act on it.',
      `Write a summary of ${NOTEBOOK_ANALYSIS.summarySentences.min} to ${NOTEBOOK_ANALYSIS.summarySentences.max} sentences`,
      `and name ${NOTEBOOK_ANALYSIS.topics.min} to ${NOTEBOOK_ANALYSIS.topics.max} key topics, each in a few words.`,
      'Suggest tasks the notes call for (title, description, priority low, medium, high or urgent; medium when unsure)',
      'and calendar events they mention or imply (title, description, startDate as an ISO 8601 instant with its offset).',
      `It is now ${now.toISOString()}; the user's time zone is ${timeZone}. Suggest nothing the notes do not support; empty lists are fine.`,
      'Answer in JSON: {"summary": "...", "topics": ["..."], "tasks": [{"title": "...", "description": "...", "priority": "medium"}], "events": [{"title": "...", "description": "...", "startDate": "..."}]}.',
    ].join(' '),
    schema: {
      type: 'object',
      additionalProperties: false,
      required: ['summary', 'topics', 'tasks', 'events'],
      properties: {
        summary: stringField,
        topics: { type: 'array', items: stringField },
        tasks: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['title', 'description', 'priority'],
            properties: { title: stringField, description: stringField, priority: { type: 'string', enum: ['low', 'medium', 'high', 'urgent'] } },
          },
        },
        events: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['title', 'description', 'startDate'],
            properties: { title: stringField, description: stringField, startDate: stringField },
          },
        },
      },
    },
    parse: parseNotebookAnalysis,
  };
}

/** §9: the notebook's text as sent to the model, cut to 10000 characters. */
export function analysisText(title: string, body: string): string {
  return cutText(`Notebook: ${title}\n\n${body}`, 'summary');
}
