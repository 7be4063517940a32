import { useMemo, useState } from 'react';
import { Alert, Button, Flex, Form, Input, Radio, Select, Typography } from 'antd';
import { Link } from 'react-router';
import type { CreateAssistantTriggerBody, FollowUp, TriggerEventInput } from '../../../../domain/assistant-triggers/views';
import { AUTOMATION_SCHEMA_VERSION, type AutomationDefinition, type Condition, type Schedule } from '../../../../domain/automation/definition';
import { createNode } from '../../../../domain/automation/node-types';
import { parseSchedule } from '../../../../domain/automation/schedule-parse';
import { errorMessage } from '../../api/ApiError';
import { ScheduleFields } from '../automation/editor/panel/ScheduleFields';
import { useAccounts } from '../email/state/useMailbox';
import { EmailConditions } from './EmailConditions';
import { questionHint } from './triggerText';
import { useAssistantChoices } from './useAssistantTriggers';

type EventType = TriggerEventInput['type'];

const EVENT_OPTIONS: Array<{ value: EventType; label: string }> = [
  { value: 'email', label: 'A new e-mail arrives' },
  { value: 'schedule', label: 'On a schedule' },
  { value: 'webhook', label: 'Another app calls a web address' },
];

const FOLLOW_UP_OPTIONS: Array<{ value: FollowUp; label: string; emailOnly?: boolean }> = [
  { value: 'none', label: 'Keep the answer here' },
  { value: 'task', label: 'Create a task with the answer' },
  { value: 'draft_reply', label: 'Save the answer as a draft reply', emailOnly: true },
];

function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** Which mail account to watch; none chosen: all of the user's accounts. */
function AccountSelect({ value, onChange }: { value: string | undefined; onChange(accountId: string | undefined): void }) {
  const accounts = useAccounts();
  const options = (accounts.data ?? []).map((account) => ({ value: account.id, label: account.isDemo ? `${account.email} (demo mailbox)` : account.email }));
  return (
    <Form.Item label="Mail account" extra={accounts.error && !accounts.data ? `Could not load your accounts: ${errorMessage(accounts.error)}` : 'Leave empty to watch all your accounts.'}>
      <Select value={value} options={options} allowClear loading={accounts.loading} placeholder="Any of my accounts" onChange={(accountId?: string) => onChange(accountId)} aria-label="Mail account" />
    </Form.Item>
  );
}

/** The schedule form of the builder, reused: it edits a schedule trigger's parameters. */
function ScheduleEditor({ schedule, onChange }: { schedule: Schedule; onChange(next: Schedule): void }) {
  const node = useMemo(() => ({ ...createNode('trigger.schedule', 'trigger', { x: 0, y: 0 }), parameters: schedule }), [schedule]);
  const definition = useMemo((): AutomationDefinition => ({ schemaVersion: AUTOMATION_SCHEMA_VERSION, nodes: [node], edges: [] }), [node]);
  const problems = useMemo(() => {
    const parsed = parseSchedule(schedule);
    return new Map(parsed.ok ? [] : parsed.problems.map((problem) => [`parameters.${problem.field}`, [problem.message]] as const));
  }, [schedule]);
  return <ScheduleFields node={node} definition={definition} problems={problems} onParameters={(update) => onChange(update(schedule))} />;
}

interface NewTriggerFormProps {
  submitting: boolean;
  error: unknown;
  onSubmit(body: CreateAssistantTriggerBody): void;
  onCancel(): void;
}

/** Pick an assistant, the event, the question and what to do with the answer; the server makes and publishes the automation. */
export function NewTriggerForm({ submitting, error, onSubmit, onCancel }: NewTriggerFormProps) {
  const assistants = useAssistantChoices();
  const [assistantId, setAssistantId] = useState<string | undefined>();
  const [eventType, setEventType] = useState<EventType>('email');
  const [accountId, setAccountId] = useState<string | undefined>();
  const [conditions, setConditions] = useState<Condition[]>([]);
  const [schedule, setSchedule] = useState<Schedule>(() => ({ type: 'recurring', startDate: today(), time: '09:00', recurrence: { frequency: 'daily', interval: 1 }, enabled: true }));
  const [question, setQuestion] = useState('');
  const [followUp, setFollowUp] = useState<FollowUp>('none');
  const [name, setName] = useState('');
  const [tried, setTried] = useState(false);

  const scheduleOk = parseSchedule(schedule).ok;
  const conditionsOk = conditions.every((condition) => typeof condition.value === 'string' && condition.value.trim() !== '');
  const missing = [
    !assistantId ? 'Choose the assistant.' : null,
    !question.trim() ? 'Write the question the assistant should answer.' : null,
    eventType === 'schedule' && !scheduleOk ? 'Complete the schedule.' : null,
    eventType === 'email' && !conditionsOk ? 'Give each condition the words to look for, or remove it.' : null,
  ].filter((item): item is string => item !== null);

  const event = (): TriggerEventInput =>
    eventType === 'email'
      ? { type: 'email', ...(accountId ? { accountId } : {}), conditions: conditions.map((condition) => ({ ...condition, value: String(condition.value ?? '').trim() })) }
      : eventType === 'schedule' ? { type: 'schedule', schedule } : { type: 'webhook' };

  const submit = () => {
    setTried(true);
    if (missing.length > 0 || !assistantId) return;
    onSubmit({ assistantId, question: question.trim(), event: event(), followUp: eventType !== 'email' && followUp === 'draft_reply' ? 'none' : followUp, ...(name.trim() ? { name: name.trim() } : {}) });
  };

  const noAssistants = assistants.isSuccess && assistants.data.length === 0;
  return (
    <Form layout="vertical" onFinish={submit} className="at-form" data-testid="new-assistant-trigger">
      <Form.Item label="Assistant" required validateStatus={tried && !assistantId ? 'error' : undefined} help={tried && !assistantId ? 'Choose the assistant.' : undefined}>
        <Select
          value={assistantId}
          onChange={setAssistantId}
          loading={assistants.isLoading}
          options={(assistants.data ?? []).map((assistant) => ({ value: assistant.id, label: assistant.name }))}
          placeholder={assistants.isError ? 'Your assistants could not be loaded' : noAssistants ? 'You have no assistants yet' : 'Choose the assistant'}
          showSearch
          optionFilterProp="label"
          aria-label="Assistant"
          notFoundContent={assistants.isLoading ? 'Loading your assistants…' : 'No assistants'}
        />
      </Form.Item>
      {assistants.isError ? <Alert type="error" showIcon title={`Your assistants could not be loaded: ${errorMessage(assistants.error)}`} action={<Button onClick={() => void assistants.refetch()}>Try again</Button>} /> : null}
      {noAssistants ? (
        <Typography.Paragraph>
          Make an assistant first on the <Link to="/assistants">Assistants</Link> page, or install one from the <Link to="/assistant-store">Assistant Store</Link>.
        </Typography.Paragraph>
      ) : null}

      <Form.Item label="When">
        <Radio.Group value={eventType} onChange={(change) => setEventType(change.target.value as EventType)} options={EVENT_OPTIONS} aria-label="When the assistant answers" className="at-events" />
      </Form.Item>
      {eventType === 'email' ? (
        <>
          <AccountSelect value={accountId} onChange={setAccountId} />
          <EmailConditions conditions={conditions} onChange={setConditions} />
        </>
      ) : null}
      {eventType === 'schedule' ? <ScheduleEditor schedule={schedule} onChange={setSchedule} /> : null}
      {eventType === 'webhook' ? (
        <Typography.Paragraph type="secondary" className="at-note">
          You get the web address and its secret once the trigger is made. Another app sends a POST request to it with the secret in the X-Automation-Secret header.
        </Typography.Paragraph>
      ) : null}

      <Form.Item
        label="Question"
        required
        extra={questionHint(eventType)}
        validateStatus={tried && !question.trim() ? 'error' : undefined}
        help={tried && !question.trim() ? 'Write the question the assistant should answer.' : undefined}
      >
        <Input.TextArea value={question} onChange={(change) => setQuestion(change.target.value)} autoSize={{ minRows: 2, maxRows: 6 }} maxLength={4000} placeholder="e.g. Which deadline does this set, and what must we file?" aria-label="Question" />
      </Form.Item>

      <Form.Item label="Then" extra={followUp === 'none' ? undefined : 'Tasks and drafts are made by your agents: they wait in the Audit Queue when the agent needs your approval.'}>
        <Select<FollowUp>
          value={eventType !== 'email' && followUp === 'draft_reply' ? 'none' : followUp}
          onChange={setFollowUp}
          options={FOLLOW_UP_OPTIONS.filter((option) => !option.emailOnly || eventType === 'email').map(({ value, label }) => ({ value, label }))}
          aria-label="What to do with the answer"
        />
      </Form.Item>

      <Form.Item label="Name" extra="Optional: a name is made from the assistant and the event.">
        <Input value={name} onChange={(change) => setName(change.target.value)} maxLength={200} aria-label="Name" />
      </Form.Item>

      {tried && missing.length > 0 ? <Alert type="warning" showIcon title={missing.join(' ')} className="at-form-alert" /> : null}
      {error ? <Alert type="error" showIcon title={errorMessage(error)} className="at-form-alert" /> : null}
      <Flex gap={8} justify="flex-end">
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="primary" htmlType="submit" loading={submitting}>
          Make the trigger
        </Button>
      </Flex>
    </Form>
  );
}
