import type { FormItemProps } from 'antd';
import type { ValidationProblem } from '../../../../../../domain/automation/validate-context';

/** A node's problem messages by field path ('parameters.input.title'); '' holds those about the node as a whole. */
export type FieldProblems = ReadonlyMap<string, readonly string[]>;

/** Fields the panel has no control for: their problems are shown with the node-wide ones. */
const UNSHOWN_FIELDS = new Set(['id', 'type', 'typeVersion']);

export function fieldProblemsOf(problems: readonly ValidationProblem[], nodeId: string): FieldProblems {
  const byField = new Map<string, string[]>();
  for (const problem of problems) {
    if (problem.nodeId !== nodeId) continue;
    const field = problem.field === undefined || UNSHOWN_FIELDS.has(problem.field) ? '' : problem.field;
    byField.set(field, [...(byField.get(field) ?? []), problem.message]);
  }
  return byField;
}

/** Form.Item props that show a field's problems under it. */
export function problemStatus(problems: FieldProblems, field: string): Pick<FormItemProps, 'validateStatus' | 'help'> {
  const messages = problems.get(field);
  if (!messages?.length) return {};
  return {
    validateStatus: 'error',
    help: (
      <span data-testid="field-problem" data-field={field}>
        {messages.join(' ')}
      </span>
    ),
  };
}
