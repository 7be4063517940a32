import { describe, expect, it } from 'vitest';
import { senderDomainOf, wordCount } from '../../../domain/learning/behaviour-kinds';
import { formatPatternKey, parsePatternKey } from '../../../domain/learning/pattern-key';
import { detectPatterns, historyWindow, type ObservedBehaviour } from '../../../domain/learning/patterns';
import { canCreateSharedPattern } from '../../../domain/learning/shared-pattern';

const at = (iso: string) => new Date(iso);
const label = (day: number, domain: string, name: string, hour = 10): ObservedBehaviour => ({
  type: 'email.label',
  occurredAt: at(`2026-03-0${day}T${String(hour).padStart(2, '0')}:00:00Z`),
  context: { senderDomain: domain, label: name },
});

describe('pattern detection', () => {
  it('finds a context pattern of 4 labels from one sender: frequency 4, confidence 0.67195, the last 5 actions, triggers and capabilities', () => {
    const behaviours = [1, 2, 3, 4].map((day) => label(day, 'eams.dir.ca.gov', 'Hearing', 8 + day));
    const [pattern, ...rest] = detectPatterns(behaviours, 'UTC');
    expect(rest).toEqual([]);
    expect(pattern).toMatchObject({
      key: 'context|email.label|senderDomain=eams.dir.ca.gov|label=Hearing',
      kind: 'context',
      frequency: 4,
      category: 'email',
      requiredCapabilities: ['email.label'],
      complexity: 0.2,
      triggers: [{ type: 'email.received', conditions: [{ field: 'email.from', operator: 'contains', value: 'eams.dir.ca.gov' }] }],
      description: 'You label e-mails from eams.dir.ca.gov "Hearing"',
    });
    expect(pattern!.confidence).toBeCloseTo(0.67195, 10);
    expect(pattern!.actions).toHaveLength(4);
  });

  it('analyses a type only with 3 actions of it: 2 are not enough even for a context pattern', () => {
    expect(detectPatterns([label(1, 'a.com', 'X'), label(2, 'a.com', 'X')], 'UTC')).toEqual([]);
    const three = detectPatterns([label(1, 'a.com', 'X'), label(2, 'a.com', 'X'), label(3, 'b.com', 'Y')], 'UTC');
    expect(three.filter((p) => p.kind === 'context').map((p) => [p.key, p.frequency])).toEqual([['context|email.label|senderDomain=a.com|label=X', 2]]);
  });

  it('needs 2 samples for a context pattern (1 is not)', () => {
    const found = detectPatterns([label(1, 'a.com', 'X'), label(2, 'b.com', 'X'), label(3, 'c.com', 'X')], 'UTC');
    expect(found.filter((p) => p.kind === 'context')).toEqual([]);
  });

  it('lowers confidence on a contrary outcome for the same sender', () => {
    const found = detectPatterns([label(1, 'a.com', 'X'), label(2, 'a.com', 'Y'), label(3, 'a.com', 'X'), label(4, 'a.com', 'X')], 'UTC');
    const x = found.find((p) => p.key.endsWith('label=X'))!;
    expect(x.frequency).toBe(3);
    expect(x.confidence).toBeCloseTo(0.5 * 1.0 + 0.05 - 0.055 + 0.1 * 0.505 + 0.1 * (1 - 0.5455), 10);
    expect(found.find((p) => p.key.endsWith('label=Y'))).toBeUndefined();
  });

  it('keeps only the last 5 actions', () => {
    const found = detectPatterns([1, 2, 3, 4, 5, 6, 7].map((day) => label(day, 'a.com', 'X', 5 + day)), 'UTC');
    expect(found[0]!.actions).toHaveLength(5);
    expect(found[0]!.actions[0]!.occurredAt).toBe('2026-03-03T08:00:00.000Z');
  });

  it('needs 3 samples at the same hour for a time pattern (2 are not), read in the user’s zone', () => {
    const read = (day: number, hourUtc: number): ObservedBehaviour => ({ type: 'email.read', occurredAt: at(`2026-03-0${day}T${String(hourUtc).padStart(2, '0')}:10:00Z`), context: {} });
    expect(detectPatterns([read(1, 9), read(2, 9), read(3, 14)], 'UTC').filter((p) => p.kind === 'time')).toEqual([]);
    const found = detectPatterns([read(1, 9), read(2, 9), read(3, 9)], 'America/Los_Angeles');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ key: 'time|email.read|hour=1', kind: 'time', frequency: 3, description: 'You read e-mail around 01:00' });
    expect(found[0]!.confidence).toBeCloseTo(0.6355, 10);
  });

  it('looks only at the last 100 behaviours', () => {
    const old = [1, 2, 3].map((day) => label(day, 'old.com', 'Old'));
    const reads: ObservedBehaviour[] = Array.from({ length: 100 }, (_, index) => ({ type: 'email.read', occurredAt: new Date(Date.UTC(2026, 3, 1, 0, index)), context: {} }));
    expect(historyWindow([...old, ...reads])).toHaveLength(100);
    expect(detectPatterns([...old, ...reads], 'UTC').some((p) => p.key.includes('old.com'))).toBe(false);
    expect(detectPatterns([...old, ...reads.slice(3)], 'UTC').some((p) => p.key.includes('old.com'))).toBe(true);
  });
});

describe('pattern keys, senders and words', () => {
  it('round-trips a key with awkward values', () => {
    const key = { kind: 'context' as const, type: 'email.label', triggerField: 'senderDomain', triggerValue: 'a.com', outcomeField: 'label', outcomeValue: 'A|B=C' };
    expect(parsePatternKey(formatPatternKey(key))).toEqual(key);
    expect(parsePatternKey(formatPatternKey({ kind: 'time', type: 'email.read', hour: 23 }))).toEqual({ kind: 'time', type: 'email.read', hour: 23 });
    expect(parsePatternKey('nonsense')).toBeNull();
    expect(parsePatternKey('time|email.read|hour=24')).toBeNull();
  });

  it('reads the sender domain and counts words', () => {
    expect(senderDomainOf('DWC EAMS Notices <eams-notices@EAMS.dir.ca.gov>')).toBe('eams.dir.ca.gov');
    expect(senderDomainOf('someone@example.com')).toBe('example.com');
    expect(senderDomainOf('no address')).toBeNull();
    expect(wordCount('  Thanks, see you at 10 — ok?  ')).toBe(6);
  });
});

describe('the shared-pattern rule of seed 001 §5', () => {
  it('needs at least 2 prior actions of the type by other users', () => {
    expect(canCreateSharedPattern(1)).toBe(false);
    expect(canCreateSharedPattern(2)).toBe(true);
  });
});
