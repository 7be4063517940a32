import { Flex, Form, InputNumber, Switch, Typography } from 'antd';
import type { RetryPolicy } from '../../../../../../domain/automation/definition';
import { DEFAULT_NODE_RETRY } from '../../../../../../domain/automation/node-types';
import { MAX_BACKOFF_COEFFICIENT, MAX_RETRY_ATTEMPTS, MAX_RETRY_INTERVAL_SECONDS } from '../../../../../../domain/automation/validate-nodes';
import { problemStatus, type FieldProblems } from './fieldProblems';

interface RetryFieldsProps {
  retry: RetryPolicy | undefined;
  problems: FieldProblems;
  onChange(retry: RetryPolicy | undefined, field: string): void;
}

const describe = (retry: RetryPolicy) =>
  `${retry.maximumAttempts} attempts, the first retry after ${retry.initialIntervalSeconds} s, each wait ×${retry.backoffCoefficient}.`;

/** How often a failed agent action is tried again: the default (seed 001 §9), or its own policy. */
export function RetryFields({ retry, problems, onChange }: RetryFieldsProps) {
  const own = retry !== undefined;
  const set = (patch: Partial<RetryPolicy>, field: string) => onChange({ ...(retry ?? DEFAULT_NODE_RETRY), ...patch }, `retry.${field}`);
  return (
    <Form.Item label="Retries" {...problemStatus(problems, 'retry')}>
      <Flex vertical gap={8}>
        <Flex gap={8} align="center">
          <Switch checked={own} onChange={(checked) => onChange(checked ? { ...DEFAULT_NODE_RETRY } : undefined, 'retry')} aria-label="Own retry policy" size="small" />
          <Typography.Text>{own ? 'Own retry policy' : `Default: ${describe(DEFAULT_NODE_RETRY)}`}</Typography.Text>
        </Flex>
        {retry ? (
          <Flex gap={8}>
            <Form.Item label="Attempts" {...problemStatus(problems, 'retry.maximumAttempts')} style={{ flex: 1 }}>
              <InputNumber<number> value={retry.maximumAttempts} min={1} max={MAX_RETRY_ATTEMPTS} precision={0} onChange={(value) => value !== null && set({ maximumAttempts: value }, 'maximumAttempts')} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item label="First wait (s)" {...problemStatus(problems, 'retry.initialIntervalSeconds')} style={{ flex: 1 }}>
              <InputNumber<number> value={retry.initialIntervalSeconds} min={0.1} max={MAX_RETRY_INTERVAL_SECONDS} onChange={(value) => value !== null && set({ initialIntervalSeconds: value }, 'initialIntervalSeconds')} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item label="Backoff ×" {...problemStatus(problems, 'retry.backoffCoefficient')} style={{ flex: 1 }}>
              <InputNumber<number> value={retry.backoffCoefficient} min={1} max={MAX_BACKOFF_COEFFICIENT} step={0.5} onChange={(value) => value !== null && set({ backoffCoefficient: value }, 'backoffCoefficient')} style={{ width: '100%' }} />
            </Form.Item>
          </Flex>
        ) : null}
      </Flex>
    </Form.Item>
  );
}
