import { useState } from 'react';
import { Alert, Flex, Input, Modal, Typography } from 'antd';
import type { RunSummary, StartRunBody } from '../../../../../domain/automation/contract';
import { isTriggerType, type AutomationDefinition } from '../../../../../domain/automation/definition';
import { errorMessage } from '../../../api/ApiError';
import { startRun } from '../../../api/automations';
import { EmailPicker, type ChosenEmail } from './EmailPicker';

interface RunDialogProps {
  open: boolean;
  automationId: string;
  /** The saved version's definition: a run uses it. */
  definition: AutomationDefinition;
  onClose(): void;
  onStarted(run: RunSummary): void;
}

/** The body of a hand-started run, or why the input cannot be used. */
function bodyFor(trigger: string | undefined, json: string, email: ChosenEmail | null): StartRunBody | string {
  if (trigger === 'trigger.email_received') return email ? { email } : 'Choose the e-mail to run it with.';
  if (trigger === 'trigger.schedule') return {};
  try {
    return { input: json.trim() ? (JSON.parse(json) as unknown) : {} };
  } catch {
    return trigger === 'trigger.webhook' ? 'The body is not valid JSON.' : 'The input is not valid JSON.';
  }
}

function Explanation({ trigger }: { trigger: string | undefined }) {
  const text: Record<string, string> = {
    'trigger.email_received': 'It runs with the chosen e-mail as if it had just arrived.',
    'trigger.webhook': 'It runs as if the webhook had been called with this JSON body.',
    'trigger.schedule': 'It runs now, as if its schedule had fired.',
    'trigger.manual': 'It runs with this JSON as its input (manual.input).',
  };
  return <Typography.Paragraph type="secondary">{text[trigger ?? 'trigger.manual'] ?? text['trigger.manual']}</Typography.Paragraph>;
}

/** "Run": test input fitting the trigger (an e-mail, a webhook body, JSON input, or nothing for a schedule). */
export function RunDialog({ open, automationId, definition, onClose, onStarted }: RunDialogProps) {
  const trigger = definition.nodes.find((node) => isTriggerType(node.type))?.type;
  const [json, setJson] = useState('{}');
  const [email, setEmail] = useState<ChosenEmail | null>(null);
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const usesJson = trigger !== 'trigger.email_received' && trigger !== 'trigger.schedule';

  const run = async () => {
    const body = bodyFor(trigger, json, email);
    if (typeof body === 'string') {
      setError(body);
      return;
    }
    setStarting(true);
    setError(null);
    try {
      onStarted(await startRun(automationId, body));
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setStarting(false);
    }
  };

  return (
    <Modal
      open={open}
      title="Run with test input"
      width={640}
      okText="Run"
      okButtonProps={{ loading: starting, 'data-testid': 'run-start' }}
      onOk={() => void run()}
      onCancel={onClose}
      destroyOnHidden
      data-testid="run-dialog"
    >
      <Explanation trigger={trigger} />
      <Flex vertical gap={12}>
        {trigger === 'trigger.email_received' ? <EmailPicker value={email} onChange={setEmail} /> : null}
        {usesJson ? (
          <Input.TextArea
            value={json}
            onChange={(event) => setJson(event.target.value)}
            autoSize={{ minRows: 4, maxRows: 14 }}
            className="automation-secret"
            aria-label={trigger === 'trigger.webhook' ? 'Webhook body (JSON)' : 'Input (JSON)'}
            data-testid="run-input"
          />
        ) : null}
        {error ? <Alert type="error" showIcon title={error} data-testid="run-error" /> : null}
      </Flex>
    </Modal>
  );
}
