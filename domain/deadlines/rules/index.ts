import type { DeadlineRule } from '../types';
import { HEARING_RULES } from './hearings';
import { LIEN_RULES } from './liens';
import { SERVED_DOCUMENT_RULES } from './served-documents';

export const DEADLINE_RULES: readonly DeadlineRule[] = [...HEARING_RULES, ...SERVED_DOCUMENT_RULES, ...LIEN_RULES];

export function ruleById(id: string): DeadlineRule | undefined {
  return DEADLINE_RULES.find((rule) => rule.id === id);
}
