import { Form, Select, Typography } from 'antd';
import { errorMessage } from '../../../../api/ApiError';
import { useAccounts } from '../../../email/state/useMailbox';
import { triggerPaths } from '../model/dataPaths';
import { ConditionsList } from './ConditionsList';
import { problemStatus } from './fieldProblems';
import type { FieldsProps } from './fieldsProps';

export function ManualTriggerFields() {
  return <Typography.Paragraph type="secondary">Runs when someone presses Run, with the test input given there.</Typography.Paragraph>;
}

function AccountSelect({ value, onChange }: { value: string | undefined; onChange(accountId: string | undefined): void }) {
  const accounts = useAccounts();
  const options = (accounts.data ?? []).map((account) => ({ value: account.id, label: account.isDemo ? `${account.email} (demo mailbox)` : account.email }));
  if (value && !options.some((option) => option.value === value)) options.push({ value, label: accounts.loading ? 'Loading…' : 'An account that is no longer connected' });
  return (
    <Form.Item
      label="Mail account"
      extra={accounts.error && !accounts.data ? `Could not load your accounts: ${errorMessage(accounts.error)}` : 'Leave empty to watch all your accounts.'}
    >
      <Select
        value={value}
        options={options}
        allowClear
        loading={accounts.loading}
        placeholder="Any of my accounts"
        onChange={(accountId?: string) => onChange(accountId)}
        aria-label="Mail account"
      />
    </Form.Item>
  );
}

export function EmailTriggerFields({ node, definition, problems, onParameters, readOnly }: FieldsProps<'trigger.email_received'> & { readOnly: boolean }) {
  const { accountId, conditions = [] } = node.parameters;
  return (
    <>
      <AccountSelect
        value={accountId}
        onChange={(next) =>
          onParameters(({ accountId: _old, ...rest }) => (next ? { ...rest, accountId: next } : rest), 'parameters.accountId')
        }
      />
      <Form.Item label="Conditions" {...problemStatus(problems, 'parameters.conditions')}>
        <ConditionsList
          conditions={conditions}
          paths={triggerPaths(definition)}
          problems={problems}
          everything="every new e-mail"
          readOnly={readOnly}
          onChange={(next, field) => onParameters((current) => ({ ...current, conditions: next }), field)}
        />
      </Form.Item>
    </>
  );
}

export function WebhookTriggerFields({ node, definition, problems, onParameters, readOnly }: FieldsProps<'trigger.webhook'> & { readOnly: boolean }) {
  return (
    <>
      <Typography.Paragraph type="secondary">
        Runs when the automation&apos;s webhook address is called. The request is available as webhook.body and webhook.query.
      </Typography.Paragraph>
      <Form.Item label="Conditions" {...problemStatus(problems, 'parameters.conditions')}>
        <ConditionsList
          conditions={node.parameters.conditions ?? []}
          paths={triggerPaths(definition)}
          problems={problems}
          everything="every call"
          readOnly={readOnly}
          onChange={(next, field) => onParameters((current) => ({ ...current, conditions: next }), field)}
        />
      </Form.Item>
    </>
  );
}
