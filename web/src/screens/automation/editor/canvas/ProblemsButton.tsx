import { Button, Popover, Tag } from 'antd';
import { CheckCircleOutlined, WarningOutlined } from '@ant-design/icons';
import type { ValidationProblem } from '../../../../../../domain/automation/validate-context';

interface ProblemsButtonProps {
  problems: readonly ValidationProblem[];
  nodeNames: ReadonlyMap<string, string>;
  onShowNode(nodeId: string): void;
}

/** "Ready to run", or the number of problems with a list; a problem about a step shows that step. */
export function ProblemsButton({ problems, nodeNames, onShowNode }: ProblemsButtonProps) {
  if (problems.length === 0) {
    return (
      <Tag icon={<CheckCircleOutlined />} color="success" variant="filled" className="ae-toolbar-status">
        Ready to run
      </Tag>
    );
  }
  const list = (
    <ul className="ae-problem-index">
      {problems.map((problem, index) => {
        const nodeId = problem.nodeId;
        const where = nodeId ? (nodeNames.get(nodeId) ?? nodeId) : problem.edgeId ? 'A connection' : 'The automation';
        return (
          <li key={index}>
            {nodeId ? (
              <Button type="link" size="small" className="ae-problem-link" onClick={() => onShowNode(nodeId)}>
                {where || nodeId}
              </Button>
            ) : (
              <strong>{where}</strong>
            )}
            : {problem.message}
          </li>
        );
      })}
    </ul>
  );
  return (
    <Popover content={list} title="To fix before it can run" trigger="click" placement="bottomLeft">
      <Button type="text" danger icon={<WarningOutlined />} data-testid="editor-problems">
        {problems.length === 1 ? '1 problem' : `${problems.length} problems`}
      </Button>
    </Popover>
  );
}
