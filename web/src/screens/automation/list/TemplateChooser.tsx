import { useState } from 'react';
import { Button, Card, Empty, Flex, Input, Result, Skeleton, Tag, Tooltip, Typography } from 'antd';
import { CheckCircleFilled, FireOutlined } from '@ant-design/icons';
import type { CreateAutomationBody, TemplateSummary } from '../../../../../domain/automation/contract';
import { errorMessage } from '../../../api/ApiError';
import { DefinitionRejected } from '../../../api/automations';
import { FormError } from '../../../components/forms/FormError';
import { useSubmit } from '../../../components/forms/useSubmit';
import { useTemplates } from '../state/useAutomations';
import { TriggerLabel } from '../visuals';
import { TemplateRefusal } from './TemplateRefusal';

function TemplateCard({ template, chosen, onChoose }: { template: TemplateSummary; chosen: boolean; onChoose(): void }) {
  return (
    <Card
      size="small"
      hoverable
      className={`automation-template${chosen ? ' is-chosen' : ''}`}
      onClick={onChoose}
      data-testid="automation-template"
      data-template-name={template.name}
      role="radio"
      aria-checked={chosen}
    >
      <Flex justify="space-between" align="flex-start" gap={12}>
        <div style={{ minWidth: 0 }}>
          <Typography.Text strong>
            {chosen ? <CheckCircleFilled className="automation-template-check" /> : null} {template.name}
          </Typography.Text>
          <Typography.Paragraph type="secondary" style={{ margin: '4px 0 8px' }}>
            {template.description}
          </Typography.Paragraph>
          <Flex gap={8} align="center" wrap>
            <Tag style={{ marginInlineEnd: 0 }} data-testid="automation-template-category">
              {template.category}
            </Tag>
            <Typography.Text type="secondary" style={{ fontSize: 13 }}>
              <TriggerLabel type={template.triggerType} /> · {template.definition.nodes.length} steps
            </Typography.Text>
          </Flex>
        </div>
        <Tooltip title="Popularity: how often it has been used">
          <span className="automation-popularity" data-testid="automation-template-popularity">
            <FireOutlined /> {template.popularity}
          </span>
        </Tooltip>
      </Flex>
    </Card>
  );
}

/** The built-in templates, most popular first; the chosen one is filled with your agents on creation. */
export function TemplateChooser({ onCreate }: { onCreate(body: CreateAutomationBody): Promise<void> }) {
  const templates = useTemplates(true);
  const [chosen, setChosen] = useState<TemplateSummary | null>(null);
  const [name, setName] = useState('');
  const [refusal, setRefusal] = useState<{ template: TemplateSummary; rejected: DefinitionRejected } | null>(null);
  const body = (template: TemplateSummary) => ({ name: name.trim() || template.name, description: template.description });
  const { submit, pending, error } = useSubmit(async (template: TemplateSummary) => {
    setRefusal(null);
    try {
      await onCreate({ ...body(template), templateName: template.name });
    } catch (failure) {
      if (!(failure instanceof DefinitionRejected)) throw failure;
      setRefusal({ template, rejected: failure });
    }
  });
  // The template as it is, its agents still to choose: the builder shows what to fix.
  const openAnyway = useSubmit(async (template: TemplateSummary) => {
    await onCreate({ ...body(template), definition: template.definition });
  });

  if (templates.error && !templates.data) {
    return <Result status="error" title="Could not load the templates" subTitle={errorMessage(templates.error)} extra={<Button onClick={() => void templates.reload()}>Try again</Button>} />;
  }
  if (!templates.data) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (templates.data.length === 0) return <Empty description="No templates are available." />;

  const sorted = [...templates.data].sort((a, b) => b.popularity - a.popularity);
  return (
    <Flex vertical gap={12} role="radiogroup" aria-label="Templates">
      <FormError message={error ?? openAnyway.error} />
      {refusal ? <TemplateRefusal rejected={refusal.rejected} pending={openAnyway.pending} onOpenAnyway={() => void openAnyway.submit(refusal.template)} /> : null}
      {sorted.map((template) => (
        <TemplateCard
          key={template.name}
          template={template}
          chosen={chosen?.name === template.name}
          onChoose={() => {
            setChosen(template);
            setName(template.name);
          }}
        />
      ))}
      <Flex gap={8} align="center">
        <Input
          value={name}
          onChange={(event) => setName(event.target.value)}
          placeholder="Name of the new automation"
          maxLength={200}
          disabled={!chosen}
          aria-label="Name"
          data-testid="automation-template-name"
        />
        <Button type="primary" disabled={!chosen} loading={pending} onClick={() => chosen && void submit(chosen)} data-testid="automation-create-from-template">
          Use this template
        </Button>
      </Flex>
    </Flex>
  );
}
