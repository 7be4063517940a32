import { describe, expect, it } from 'vitest';
import { matchVoiceCommand, parseComposeArguments, VOICE_COMMAND_IDS, VOICE_MATCH_THRESHOLD } from '../../domain/voice/commands';
import { VOICE_DEACTIVATED, VOICE_LISTENING, VOICE_NOT_AVAILABLE, VOICE_UNKNOWN_COMMAND } from '../../domain/voice/messages';
import { DEFAULT_VOICE_PREFERENCES, effectiveSpeechRate } from '../../domain/voice/preferences';
import { topTasks } from '../../domain/voice/priorities';
import { parseVoiceReminder } from '../../domain/voice/reminder';
import { diceCoefficient } from '../../domain/voice/similarity';
import type { Task } from '../../domain/tasks/task';

describe('Dice similarity', () => {
  it('is 1 for equal texts, 0 for nothing in common, and in between otherwise', () => {
    expect(diceCoefficient('archive email', 'archive email')).toBe(1);
    expect(diceCoefficient('abc', 'xyz')).toBe(0);
    // "night" / "nacht": only "ht" is shared → 2·1 / (4 + 4).
    expect(diceCoefficient('night', 'nacht')).toBeCloseTo(0.25, 5);
  });
});

describe('voice command matching (seed 001 §4, §9)', () => {
  it('recognises each of the 18 commands said as listed', () => {
    expect(VOICE_COMMAND_IDS).toHaveLength(18);
    for (const command of VOICE_COMMAND_IDS) expect(matchVoiceCommand(command)?.command).toBe(command);
  });

  it('takes near misses by similarity and uses the best match', () => {
    expect(matchVoiceCommand('Prioritise task')?.command).toBe('prioritize tasks');
    expect(matchVoiceCommand('archive emails')?.command).toBe('archive email');
    // "move email to folder" and "delete email" both share "email"; the best score wins.
    const move = matchVoiceCommand('move email to folder Clients');
    expect(move?.command).toBe('move email to folder');
    expect(move?.score).toBe(1);
    expect(matchVoiceCommand('start focus sessions')?.command).toBe('start focus session');
  });

  it('rejects what is not a command (the apology follows)', () => {
    expect(matchVoiceCommand("what's the weather like")).toBeNull();
    expect(matchVoiceCommand('')).toBeNull();
    expect(matchVoiceCommand('play some music')).toBeNull();
    expect(VOICE_MATCH_THRESHOLD).toBe(0.75);
  });

  it('reads the arguments after the command, keeping their case', () => {
    expect(matchVoiceCommand('find emails from Alice')).toMatchObject({ command: 'find emails from', rest: 'Alice' });
    expect(matchVoiceCommand('find email from alice@example.com')).toMatchObject({ command: 'find emails from', rest: 'alice@example.com' });
    expect(matchVoiceCommand('move email to folder Clients')?.rest).toBe('Clients');
    expect(matchVoiceCommand('move this email to Court filings')).toMatchObject({ command: 'move email to folder', rest: 'Court filings' });
    const compose = matchVoiceCommand('compose email to bob at example dot com about the hearing');
    expect(compose?.command).toBe('compose email');
    expect(parseComposeArguments(compose!.rest)).toEqual({ to: 'bob@example.com', subject: 'the hearing' });
    expect(parseComposeArguments('')).toEqual({ to: null, subject: null });
  });

  it('set reminder: the title and the due date in the person’s zone', () => {
    const match = matchVoiceCommand('set reminder to call the court tomorrow at 3pm');
    expect(match?.command).toBe('set reminder');
    const now = new Date('2026-11-24T10:00:00Z');
    const reminder = parseVoiceReminder(match!.rest, now, 'America/New_York');
    expect(reminder?.title).toBe('Call the court');
    // 15:00 in New York on 25 November (EST, UTC−5).
    expect(reminder?.dueDate?.toISOString()).toBe('2026-11-25T20:00:00.000Z');
    expect(parseVoiceReminder('', now, 'UTC')).toBeNull();
  });
});

describe('voice texts and preferences', () => {
  it('are the spec’s, verbatim', () => {
    expect(VOICE_LISTENING).toBe("I'm listening");
    expect(VOICE_DEACTIVATED).toBe('Voice control deactivated');
    expect(VOICE_NOT_AVAILABLE).toBe('Voice control is not available in this browser');
    expect(VOICE_UNKNOWN_COMMAND).toBe("I'm sorry, I don't know how to handle that command.");
    expect(DEFAULT_VOICE_PREFERENCES).toEqual({
      name: '',
      language: 'en-US',
      volume: 0.8,
      speed: 1,
      pitch: 1,
      rate: 1,
      focusPreferences: { ambientSound: false, soundType: 'nature', checkInterval: 30 },
    });
    expect(effectiveSpeechRate({ rate: 1.5, speed: 2 })).toBe(3);
    expect(effectiveSpeechRate({ rate: 10, speed: 2 })).toBe(10);
  });
});

describe('prioritize tasks', () => {
  const task = (id: string, priority: Task['priority'], dueDate: string | null, status: Task['status'] = 'To Do'): Task =>
    ({ id, title: id, priority, dueDate, status, completed: status === 'Done' }) as Task;
  it('orders urgent, high, medium, low, then earliest due, without completed or blocked tasks', () => {
    const tasks = [
      task('low', 'Low', '2026-01-01T00:00:00Z'),
      task('high-late', 'High', '2026-03-01T00:00:00Z'),
      task('high-early', 'High', '2026-02-01T00:00:00Z'),
      task('urgent-done', 'Urgent', null, 'Done'),
      task('urgent-blocked', 'Urgent', null, 'Blocked'),
      task('medium', 'Medium', null),
      task('urgent', 'Urgent', null, 'In Progress'),
    ];
    expect(topTasks(tasks, 4).map((t) => t.id)).toEqual(['urgent', 'high-early', 'high-late', 'medium']);
  });
});
