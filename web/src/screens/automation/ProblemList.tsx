import { Alert, Typography } from 'antd';
import type { AutomationDefinition } from '../../../../domain/automation/definition';
import type { ValidationProblem } from '../../../../domain/automation/validate-context';

interface ProblemListProps {
  problems: readonly ValidationProblem[];
  /** To name the step each problem is about. */
  definition?: AutomationDefinition | undefined;
  title?: string;
}

function placeOf(problem: ValidationProblem, definition: AutomationDefinition | undefined): string | null {
  if (problem.nodeId) {
    const name = definition?.nodes.find((node) => node.id === problem.nodeId)?.name ?? problem.nodeId;
    return problem.field ? `${name} · ${problem.field}` : name;
  }
  if (problem.edgeId) return 'A connection';
  return null;
}

/** What must be fixed before the automation can run, each problem under the step it is about. */
export function ProblemList({ problems, definition, title }: ProblemListProps) {
  if (problems.length === 0) return null;
  const count = `${problems.length} ${problems.length === 1 ? 'problem' : 'problems'}`;
  return (
    <Alert
      type="warning"
      showIcon
      title={title ?? `${count} to fix before it can run`}
      data-testid="automation-problems"
      description={
        <ul className="automation-problem-list">
          {problems.map((problem, index) => {
            const place = placeOf(problem, definition);
            return (
              <li key={index} data-testid="automation-problem">
                {place ? <Typography.Text strong>{place}: </Typography.Text> : null}
                {problem.message}
              </li>
            );
          })}
        </ul>
      }
    />
  );
}
