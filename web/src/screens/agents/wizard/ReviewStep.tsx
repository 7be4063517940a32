import { Descriptions, Typography } from 'antd';
import { ApprovalSummary } from '../form/ApprovalSummary';
import { AUTONOMY_VISUALS, agentTypeLabel } from '../agentVisuals';
import { frequencyLabel, hoursText, triggerLabel, urgencyLabel, wizardInput, type WizardValues } from './wizardValues';

/** Everything the agent will be, before it is created. */
export function ReviewStep({ values }: { values: WizardValues }) {
  const input = wizardInput(values);
  return (
    <>
      <Descriptions column={1} size="small" bordered data-testid="wizard-review">
        <Descriptions.Item label="Type">{agentTypeLabel(input.type)} agent</Descriptions.Item>
        <Descriptions.Item label="Name">{input.name}</Descriptions.Item>
        <Descriptions.Item label="Description">{input.description || <Typography.Text type="secondary">None</Typography.Text>}</Descriptions.Item>
        <Descriptions.Item label="Autonomy">{AUTONOMY_VISUALS[input.autonomyLevel].label}</Descriptions.Item>
        <Descriptions.Item label="Starts when">{input.triggers.length ? input.triggers.map(triggerLabel).join(', ') : 'Only when you ask it'}</Descriptions.Item>
        <Descriptions.Item label="Model">
          {input.config.model} · {input.config.maxTokens.toLocaleString()} max tokens · temperature {input.config.temperature}
        </Descriptions.Item>
        <Descriptions.Item label="Working hours">{hoursText(input.workingHours)}</Descriptions.Item>
        <Descriptions.Item label="Notifications">
          {frequencyLabel(input.notificationPreferences.frequency)}, about {urgencyLabel(input.notificationPreferences.urgencyThreshold).toLowerCase()}
        </Descriptions.Item>
      </Descriptions>
      <div style={{ marginTop: 16 }}>
        <ApprovalSummary autonomy={input.autonomyLevel} capabilities={input.capabilities} />
      </div>
    </>
  );
}
