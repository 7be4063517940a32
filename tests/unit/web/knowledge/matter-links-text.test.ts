import { describe, expect, it } from 'vitest';
import { CASE_NUMBER_MESSAGES } from '../../../../domain/knowledge/case-numbers';
import { caseNumbersRule, caseNumbersText, isCaseNumberError, parseCaseNumbers } from '../../../../web/src/screens/knowledge/matter-links/caseNumberInput';
import { eventWhen, taskDetails } from '../../../../web/src/screens/knowledge/matter-links/linkedText';

const validate = (value: string) => (caseNumbersRule.validator as (rule: unknown, value: string) => Promise<void>)({}, value);

describe("the matter form's case numbers", () => {
  it('reads one number a line or separated by commas, leaving blank lines out', () => {
    expect(parseCaseNumbers(' ADJ12345678 \n\n 2:25-cv-04417-JFW-AS, 23STCV12345 ;\n')).toEqual(['ADJ12345678', '2:25-cv-04417-JFW-AS', '23STCV12345']);
    expect(parseCaseNumbers(undefined)).toEqual([]);
    expect(parseCaseNumbers(caseNumbersText(['ADJ1', 'ADJ2']))).toEqual(['ADJ1', 'ADJ2']);
  });

  it("says the server's refusals before saving, and knows them when the server sends them", async () => {
    await expect(validate('ADJ12345678\nadj 1234 5678')).resolves.toBeUndefined();
    await expect(validate(`ADJ${'1'.repeat(40)}`)).rejects.toThrow(CASE_NUMBER_MESSAGES.tooLong);
    await expect(validate('--')).rejects.toThrow(CASE_NUMBER_MESSAGES.noLetterOrDigit);
    expect(isCaseNumberError(CASE_NUMBER_MESSAGES.onlyMatters)).toBe(true);
    expect(isCaseNumberError('Folder name is required.')).toBe(false);
  });
});

describe("the matter page's linked items", () => {
  it("tells an event's day and time in the person's zone, and an all-day event's day alone", () => {
    expect(eventWhen({ start: '2027-03-04T17:00:00.000Z', allDay: false, date: '2027-03-04' }, 'America/Los_Angeles')).toMatch(/^Thu 4 Mar 2027, 9:00\sAM$/);
    expect(eventWhen({ start: '2027-03-04T08:00:00.000Z', allDay: true, date: '2027-03-04' }, 'America/Los_Angeles')).toBe('Thu 4 Mar 2027, all day');
  });

  it('says why a task is listed', () => {
    const task = { id: 't', title: 'File', status: 'To Do', priority: 'High', completed: false, dueDate: '2027-03-04T20:00:00.000Z', caseNumber: 'ADJ1', href: '/tasks?task=t' };
    expect(taskDetails({ ...task, reason: 'deadline_chain' }, 'America/Los_Angeles')).toBe('To Do · High · due 4 Mar 2027 · From a deadline chain');
    expect(taskDetails({ ...task, reason: 'text', completed: true, dueDate: null }, 'UTC')).toBe('Done · High · Names the case number');
  });
});
