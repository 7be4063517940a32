import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Card, Flex, List, Radio, Tag, Typography } from 'antd';
import { runTrial, type AgentDetail, type TrialOutcome, type TrialReply, type TrialSampleKind } from '../../../api/agentWork';
import { errorMessage } from '../../../api/ApiError';

const OUTCOMES: Readonly<Record<TrialOutcome, { label: string; color: string }>> = {
  acts_alone: { label: 'Would do this on its own', color: 'green' },
  waits_for_approval: { label: 'Would wait for your approval', color: 'gold' },
  outside_working_hours: { label: 'Would wait: outside its working hours', color: 'default' },
};

/** The wizard's last step: the new agent tried on a sample e-mail or task, step by step, in plain words. */
export function TrialPanel({ agent }: { agent: AgentDetail }) {
  const [sample, setSample] = useState<TrialSampleKind>(agent.type === 'task' ? 'task' : 'email');
  const [pending, setPending] = useState(false);
  const [reply, setReply] = useState<TrialReply | null>(null);
  const [error, setError] = useState<string | null>(null);

  const tryIt = async () => {
    setPending(true);
    setError(null);
    try {
      setReply(await runTrial(agent.id, sample));
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <Flex vertical gap={16} data-testid="wizard-trial">
      <Alert type="success" showIcon title={`${agent.name} is ready.`} description="Try it on a sample to see what it would do. Nothing is sent or changed." />
      <Flex gap={12} align="center" wrap>
        <Radio.Group value={sample} onChange={(event) => setSample(event.target.value as TrialSampleKind)} aria-label="Sample to try it on">
          <Radio value="email">A sample e-mail</Radio>
          <Radio value="task">A sample task</Radio>
        </Radio.Group>
        <Button type="primary" loading={pending} onClick={() => void tryIt()} data-testid="wizard-trial-run">
          Try it on a sample
        </Button>
      </Flex>
      {error ? <Alert type="error" showIcon title="The trial did not run" description={error} data-testid="wizard-trial-error" /> : null}
      <div aria-live="polite">
        {reply ? (
          <Flex vertical gap={12}>
            <Card size="small" title={`Sample: ${reply.sample.title}`}>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{reply.sample.text}</Typography.Paragraph>
            </Card>
            <List
              bordered
              header={<Typography.Text strong>What it would do</Typography.Text>}
              dataSource={reply.steps}
              locale={{ emptyText: 'It has nothing to do with this sample: none of its capabilities apply.' }}
              data-testid="wizard-trial-steps"
              renderItem={(step) => (
                <List.Item data-testid="wizard-trial-step" data-outcome={step.outcome}>
                  <Flex vertical gap={4} style={{ width: '100%' }}>
                    <Flex gap={8} wrap align="center">
                      <Typography.Text strong>{step.label}</Typography.Text>
                      <Tag color={OUTCOMES[step.outcome].color}>{OUTCOMES[step.outcome].label}</Tag>
                    </Flex>
                    {step.result ? <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{step.result}</Typography.Paragraph> : null}
                  </Flex>
                </List.Item>
              )}
            />
          </Flex>
        ) : null}
      </div>
      <Flex gap={12} wrap>
        <Link to={`/agents/${encodeURIComponent(agent.id)}`} data-testid="wizard-open-agent">
          Open {agent.name}
        </Link>
        <Link to="/agents">All agents</Link>
      </Flex>
    </Flex>
  );
}
