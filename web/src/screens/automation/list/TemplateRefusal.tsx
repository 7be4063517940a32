import { Link } from 'react-router';
import { Alert, Button, Flex, Tag } from 'antd';
import type { DefinitionRejected } from '../../../api/automations';
import { agentTypeLabel } from '../../agents/agentVisuals';

interface TemplateRefusalProps {
  rejected: DefinitionRejected;
  pending: boolean;
  onOpenAnyway(): void;
}

/** Why a template could not be used as it is: agents to create first, or problems to fix in the builder. */
export function TemplateRefusal({ rejected, pending, onOpenAnyway }: TemplateRefusalProps) {
  const types = [...new Set(rejected.missingAgents.map((missing) => missing.agentType))];
  return (
    <Alert
      type="warning"
      showIcon
      title={rejected.message}
      data-testid="automation-template-refusal"
      description={
        <Flex vertical gap={8}>
          {types.length ? (
            <span>
              It needs {types.length === 1 ? 'an agent' : 'agents'} of the kind{' '}
              {types.map((type) => (
                <Tag key={type}>{agentTypeLabel(type)}</Tag>
              ))}
              able to do its steps: create {types.length === 1 ? 'it' : 'them'} on the <Link to="/agents">Agents</Link> screen, then use the template again.
            </span>
          ) : null}
          <Flex>
            <Button size="small" loading={pending} onClick={onOpenAnyway} data-testid="automation-template-open-anyway">
              Open it in the builder anyway and choose the agents there
            </Button>
          </Flex>
        </Flex>
      }
    />
  );
}
