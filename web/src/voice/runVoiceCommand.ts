import { FOCUS_BLOCK_MINUTES, TIME_BLOCK_COLOR, TIME_BLOCK_SOURCE_ID, TIME_BLOCK_TAGS } from '../../../domain/planning/rules';
import { matchVoiceCommand, parseComposeArguments, type VoiceCommandId } from '../../../domain/voice/commands';
import { VOICE_UNKNOWN_COMMAND } from '../../../domain/voice/messages';
import type { VoicePreferences } from '../../../domain/voice/preferences';
import { topTasks } from '../../../domain/voice/priorities';
import { parseVoiceReminder } from '../../../domain/voice/reminder';
import { fetchPendingCount } from '../api/audit';
import { createEvent, fetchEvents, type CalendarEvent } from '../api/calendar';
import { fetchPatterns, fetchSuggestions } from '../api/learning';
import { createTask, fetchTasks } from '../api/tasks';

/** What a command answers: said aloud, and shown (with its lines) for whoever cannot hear it. */
export interface VoiceReply {
  speech: string;
  lines?: string[];
  /** The focus session's end, when one started (for the spoken check-ins). */
  focusUntil?: Date;
}

export interface VoiceContext {
  navigate(path: string): void;
  preferences: VoicePreferences;
  now: Date;
  timeZone: string;
}

/** The mail screen's contract: it calls preventDefault() when a message is open and it acted on it. */
export type MailCommand = { action: 'archive' } | { action: 'delete' } | { action: 'move'; folder: string };
export const MAIL_COMMAND_EVENT = 'workspace:mail-command';
const NO_OPEN_MESSAGE = 'A message has to be open first. Open one in your inbox, then say the command again.';

function dispatchMailCommand(detail: MailCommand): boolean {
  const event = new CustomEvent<MailCommand>(MAIL_COMMAND_EVENT, { detail, cancelable: true });
  return !window.dispatchEvent(event);
}

const timeOf = (iso: string, timeZone: string) => new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone });
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function isHearing(event: CalendarEvent): boolean {
  return Boolean(event.hearingType) || /hearing/i.test(event.category ?? '') || /hearing/i.test(event.title);
}

async function dailySummary(context: VoiceContext, greeting: boolean): Promise<VoiceReply> {
  const start = new Date(context.now);
  start.setHours(0, 0, 0, 0);
  const end = new Date(start);
  end.setDate(end.getDate() + 1);
  const [events, pending] = await Promise.all([fetchEvents(start.toISOString(), end.toISOString()), fetchPendingCount()]);
  const today = events.filter((event) => !event.completed).sort((a, b) => a.start.localeCompare(b.start));
  const hearings = today.filter(isHearing);
  const lines = today.slice(0, 6).map((event) => `${event.allDay ? 'All day' : timeOf(event.start, context.timeZone)}: ${event.title}${isHearing(event) ? ' (hearing)' : ''}`);
  const name = context.preferences.name ? `, ${context.preferences.name}` : '';
  const opening = greeting ? `Good morning${name}.` : `Here is your day${name}.`;
  const agenda =
    today.length === 0
      ? 'You have nothing on your calendar today.'
      : `Today you have ${plural(today.length, 'event')}, ${plural(hearings.length, 'hearing')} among them. ${lines.slice(0, 3).join('. ')}.`;
  const approvals = pending === 0 ? 'No approvals are waiting.' : `${plural(pending, 'approval')} ${pending === 1 ? 'is' : 'are'} waiting for you.`;
  return { speech: `${opening} ${agenda} ${approvals}`, lines: [...lines, approvals] };
}

async function setReminder(rest: string, context: VoiceContext): Promise<VoiceReply> {
  const reminder = parseVoiceReminder(rest, context.now, context.timeZone);
  if (!reminder) return { speech: 'What should I remind you about? Say, for example: set reminder to call the court tomorrow at 3pm.' };
  const task = await createTask({ title: reminder.title, dueDate: reminder.dueDate?.toISOString() ?? null, tags: ['reminder'] });
  const when = task.dueDate ? ` for ${new Date(task.dueDate).toLocaleString('en-US', { weekday: 'long', hour: 'numeric', minute: '2-digit', timeZone: context.timeZone })}` : '';
  return { speech: `Reminder set${when}: ${task.title}. It is on your task list.` };
}

async function prioritizeTasks(context: VoiceContext): Promise<VoiceReply> {
  const tasks = await fetchTasks({ completed: false });
  const top = topTasks(tasks, 3);
  context.navigate('/tasks');
  if (top.length === 0) return { speech: 'You have no open tasks to prioritize.' };
  const lines = top.map((task, index) => `${index + 1}. ${task.title} (${task.priority.toLowerCase()}${task.dueDate ? `, due ${new Date(task.dueDate).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: context.timeZone })}` : ''})`);
  return { speech: `Your top ${plural(top.length, 'task')}: ${lines.join('; ')}.`, lines };
}

async function startFocusSession(context: VoiceContext): Promise<VoiceReply> {
  const end = new Date(context.now.getTime() + FOCUS_BLOCK_MINUTES * 60_000);
  await createEvent({ title: 'Focus session', start: context.now.toISOString(), end: end.toISOString(), sourceId: TIME_BLOCK_SOURCE_ID, tags: [...TIME_BLOCK_TAGS], color: TIME_BLOCK_COLOR });
  const interval = context.preferences.focusPreferences.checkInterval;
  return {
    speech: `Focus session started until ${timeOf(end.toISOString(), context.timeZone)}. It is on your calendar, and I'll check in every ${interval} minutes while voice control is on.`,
    focusUntil: end,
  };
}

function mailCommand(detail: MailCommand, done: string): VoiceReply {
  return { speech: dispatchMailCommand(detail) ? done : NO_OPEN_MESSAGE };
}

async function suggestImprovements(): Promise<VoiceReply> {
  const suggestions = await fetchSuggestions(undefined);
  if (suggestions.length === 0) return { speech: 'I have no improvement suggestions yet. They appear once I have seen you repeat an action a few times.' };
  const lines = suggestions.slice(0, 3).map((suggestion) => suggestion.description);
  return { speech: `I have ${plural(suggestions.length, 'suggestion')}. ${lines.join('. ')}.`, lines };
}

async function learnMyProcess(): Promise<VoiceReply> {
  const patterns = await fetchPatterns();
  return {
    speech: `I learn your process from what you do in the workspace, not from a conversation. So far I have noticed ${plural(patterns.length, 'pattern')}; repeated ones become automation suggestions.`,
  };
}

async function shareInsight(context: VoiceContext): Promise<VoiceReply> {
  const tasks = await fetchTasks({ completed: false });
  const overdue = tasks.filter((task) => task.dueDate && Date.parse(task.dueDate) < context.now.getTime() && task.status !== 'Done');
  const urgent = tasks.filter((task) => task.priority === 'Urgent' && task.status !== 'Done');
  return { speech: `Of your ${plural(tasks.length, 'open task')}, ${overdue.length} ${overdue.length === 1 ? 'is' : 'are'} overdue and ${urgent.length} ${urgent.length === 1 ? 'is' : 'are'} urgent.` };
}

const SPOKEN_ONLY: Partial<Record<VoiceCommandId, string>> = {
  'gratitude moment': 'A gratitude moment: think of one thing that went well today, and of someone who helped it happen. Take a breath and enjoy it.',
  'mindful break': 'A mindful break: breathe in for four seconds, hold for four, and breathe out for six. Do this three times, then look away from the screen for a moment.',
  'wellness check': 'A wellness check: how are you feeling? If you have been sitting for a while, stand up, stretch, and drink some water.',
  'adapt personality': 'My personality adapts on its own as I learn your habits, once I am more than 80 percent sure of one. There is nothing to change by voice.',
};

/** Runs one heard sentence: the best-matching command of seed 001 §9, or the spoken apology. */
export async function runVoiceCommand(utterance: string, context: VoiceContext): Promise<VoiceReply> {
  const match = matchVoiceCommand(utterance);
  if (!match) return { speech: VOICE_UNKNOWN_COMMAND };
  const spoken = SPOKEN_ONLY[match.command];
  if (spoken) return { speech: spoken };
  switch (match.command) {
    case 'good morning':
      return dailySummary(context, true);
    case 'daily summary':
      return dailySummary(context, false);
    case 'set reminder':
      return setReminder(match.rest, context);
    case 'prioritize tasks':
      return prioritizeTasks(context);
    case 'start focus session':
      return startFocusSession(context);
    case 'find emails from': {
      if (!match.rest) return { speech: 'Whose emails should I find? Say, for example: find emails from Alice.' };
      context.navigate(`/email?${new URLSearchParams({ q: `from:${match.rest}` }).toString()}`);
      return { speech: `Searching your emails from ${match.rest}.` };
    }
    case 'compose email': {
      const { to, subject } = parseComposeArguments(match.rest);
      const query = new URLSearchParams({ compose: '1', ...(to ? { to } : {}), ...(subject ? { subject } : {}) });
      context.navigate(`/email?${query.toString()}`);
      return { speech: to ? `New email to ${to}.` : 'New email. Who is it for?' };
    }
    case 'archive email':
      return mailCommand({ action: 'archive' }, 'Message archived.');
    case 'delete email':
      return mailCommand({ action: 'delete' }, 'Message deleted.');
    case 'move email to folder':
      if (!match.rest) return { speech: 'Which folder? Say, for example: move email to folder Clients.' };
      return mailCommand({ action: 'move', folder: match.rest }, `Message moved to ${match.rest}.`);
    case 'start interview':
      context.navigate('/ai-assistant');
      return { speech: 'There is no voice interview. I opened the AI assistant, where you can describe your work in writing.' };
    case 'learn my process':
      return learnMyProcess();
    case 'suggest improvements':
      return suggestImprovements();
    case 'share insight':
      return shareInsight(context);
    default:
      return { speech: VOICE_UNKNOWN_COMMAND };
  }
}
