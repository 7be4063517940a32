import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Collapse, Descriptions, Flex, Input, Popconfirm, Skeleton, Tooltip, Typography } from 'antd';
import { ApiOutlined, EyeInvisibleOutlined, EyeOutlined, SendOutlined, SyncOutlined } from '@ant-design/icons';
import type { WebhookInfo } from '../../../../../domain/automation/contract';
import { errorMessage } from '../../../api/ApiError';
import { callWebhook, fetchWebhook, rotateWebhookSecret } from '../../../api/automations';
import { useCachedQuery } from '../../../data/cachedQuery';
import { putQuery } from '../../../data/optimistic';
import { useToast } from '../../../toast/useToast';
import { runRoute } from '../automationRoutes';
import { automationKeys } from '../state/keys';

const MASK = '•'.repeat(24);

function Secret({ info, automationId }: { info: WebhookInfo; automationId: string }) {
  const [shown, setShown] = useState(false);
  const [rotating, setRotating] = useState(false);
  const toast = useToast();
  const rotate = async () => {
    setRotating(true);
    try {
      await putQuery(automationKeys.webhook(automationId), await rotateWebhookSecret(automationId));
      toast.success('New secret made: callers need it from now on');
    } catch (error) {
      toast.error(`Could not make a new secret: ${errorMessage(error)}`);
    } finally {
      setRotating(false);
    }
  };
  return (
    <Flex align="center" gap={4} wrap>
      <Typography.Text className="automation-secret" copyable={{ text: info.secret, tooltips: ['Copy the secret', 'Copied'] }} data-testid="webhook-secret">
        {shown ? info.secret : MASK}
      </Typography.Text>
      <Tooltip title={shown ? 'Hide' : 'Reveal'}>
        <Button type="text" size="small" icon={shown ? <EyeInvisibleOutlined /> : <EyeOutlined />} onClick={() => setShown(!shown)} aria-label={shown ? 'Hide the secret' : 'Reveal the secret'} data-testid="webhook-reveal" />
      </Tooltip>
      <Popconfirm title="Make a new secret?" description="The current one stops working at once." okText="Rotate" onConfirm={() => void rotate()}>
        <Button size="small" icon={<SyncOutlined />} loading={rotating} data-testid="webhook-rotate">
          Rotate
        </Button>
      </Popconfirm>
    </Flex>
  );
}

function TestCall({ info, automationId }: { info: WebhookInfo; automationId: string }) {
  const [body, setBody] = useState('{}');
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<{ runIds: string[]; status: string } | { error: string } | null>(null);
  const send = async () => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      setOutcome({ error: 'The body is not valid JSON.' });
      return;
    }
    setSending(true);
    try {
      setOutcome(await callWebhook(info, parsed));
    } catch (error) {
      setOutcome({ error: errorMessage(error) });
    } finally {
      setSending(false);
    }
  };
  return (
    <Flex vertical gap={8}>
      <Flex gap={8} align="flex-start">
        <Input.TextArea value={body} onChange={(event) => setBody(event.target.value)} autoSize={{ minRows: 1, maxRows: 6 }} aria-label="Test body (JSON)" className="automation-secret" />
        <Button icon={<SendOutlined />} loading={sending} onClick={() => void send()} data-testid="webhook-test">
          Send a test call
        </Button>
      </Flex>
      {outcome && 'error' in outcome ? <Alert type="error" showIcon title={outcome.error} /> : null}
      {outcome && 'runIds' in outcome ? (
        <Alert
          type="success"
          showIcon
          title={`Received (${outcome.status}).`}
          description={
            outcome.runIds.length ? (
              <Flex gap={8}>
                {outcome.runIds.map((runId, index) => (
                  <Link key={runId} to={runRoute(automationId, runId)}>
                    Open run {index + 1}
                  </Link>
                ))}
              </Flex>
            ) : (
              'No run started: the automation is inactive or its conditions did not match.'
            )
          }
        />
      ) : null}
    </Flex>
  );
}

/** The address outside services call to start the automation, and the secret they must send with it. */
export function WebhookPanel({ automationId }: { automationId: string }) {
  const webhook = useCachedQuery(automationKeys.webhook(automationId), (signal) => fetchWebhook(automationId, signal), { staleAfterMs: 60_000 });
  const info = webhook.data;
  let children;
  if (info) {
    children = (
      <Descriptions
        size="small"
        column={1}
        colon={false}
        styles={{ label: { width: 110 } }}
        items={[
          { key: 'url', label: 'POST to', children: <Typography.Text copyable data-testid="webhook-url">{info.url}</Typography.Text> },
          { key: 'secret', label: `${info.headerName} header`, children: <Secret info={info} automationId={automationId} /> },
          { key: 'test', label: 'Try it', children: <TestCall info={info} automationId={automationId} /> },
        ]}
      />
    );
  } else if (webhook.error) {
    children = <Alert type="error" showIcon title="Could not load the webhook" description={errorMessage(webhook.error)} />;
  } else {
    children = <Skeleton active paragraph={{ rows: 2 }} />;
  }
  return (
    <Collapse
      size="small"
      data-testid="webhook-panel"
      items={[
        {
          key: 'webhook',
          label: (
            <span>
              <ApiOutlined /> Webhook: {info ? <Typography.Text code>{info.url}</Typography.Text> : 'loading…'}
            </span>
          ),
          children,
        },
      ]}
    />
  );
}
