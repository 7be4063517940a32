import type { RuleObject } from 'antd/es/form';
import { CASE_NUMBER_MAX_LENGTH, CASE_NUMBER_MESSAGES, checkCaseNumbers } from '../../../../../domain/knowledge/case-numbers';

/** The matter form's "Case numbers" box: one number a line (or separated by commas); blank lines are left out. */
export function parseCaseNumbers(text: string | undefined): string[] {
  return (text ?? '')
    .split(/[\n,;]+/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

export const caseNumbersText = (caseNumbers: readonly string[]) => caseNumbers.join('\n');

/** The same checks as the server's, said before saving. */
export const caseNumbersRule: RuleObject = {
  validator: async (_rule, value: string | undefined) => {
    const check = checkCaseNumbers(parseCaseNumbers(value));
    if (!check.ok) throw new Error(check.message);
  },
};

/** A refusal from the server that belongs under the case numbers rather than the name. */
export function isCaseNumberError(message: string): boolean {
  return (Object.values(CASE_NUMBER_MESSAGES) as string[]).includes(message);
}

export const CASE_NUMBERS_HELP = `One a line, e.g. ADJ12345678 or 2:25-cv-04417-JFW-AS (at most ${CASE_NUMBER_MAX_LENGTH} characters each). Mail, hearings and tasks that carry one are listed on the matter's page; they never show its documents.`;
