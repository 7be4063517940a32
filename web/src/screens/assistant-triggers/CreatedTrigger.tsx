import { Alert, Button, Flex, Typography } from 'antd';
import { useNavigate } from 'react-router';
import type { CreatedAssistantTrigger } from '../../../../domain/assistant-triggers/views';
import { builderRoute } from '../automation/automationRoutes';

/** What the "New trigger" form shows once the trigger is made: a webhook's address and secret, and the way to the builder. */
export function CreatedTrigger({ created, onDone }: { created: CreatedAssistantTrigger; onDone(): void }) {
  const navigate = useNavigate();
  const { trigger, webhook } = created;
  return (
    <Flex vertical gap={12} data-testid="assistant-trigger-created">
      <Alert type="success" showIcon title={`"${trigger.name}" is made and switched on.`} />
      {webhook ? (
        <div>
          <Typography.Paragraph>Another app starts it by sending a POST request (a JSON body is passed to the assistant) to:</Typography.Paragraph>
          <Typography.Paragraph copyable code className="at-wrap" data-testid="webhook-url">
            {webhook.url}
          </Typography.Paragraph>
          <Typography.Paragraph>with this secret in the {webhook.headerName} header:</Typography.Paragraph>
          <Typography.Paragraph copyable code className="at-wrap">
            {webhook.secret}
          </Typography.Paragraph>
          <Typography.Paragraph type="secondary">The builder shows them again, and can make a new secret.</Typography.Paragraph>
        </div>
      ) : null}
      <Flex gap={8} justify="flex-end" wrap>
        <Button onClick={() => void navigate(builderRoute(trigger.automationId))}>Open in the builder</Button>
        <Button type="primary" onClick={onDone} autoFocus>
          Done
        </Button>
      </Flex>
    </Flex>
  );
}
