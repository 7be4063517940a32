import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Alert, Button, Card, Col, Flex, Form, Input, Result, Row, Select, Skeleton, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { AUTONOMY_LEVELS, type AutonomyLevel } from '../../../../../domain/agents/types';
import { createSwarm, type Swarm, type SwarmTemplateView } from '../../../api/agentWork';
import { errorMessage } from '../../../api/ApiError';
import { FormError } from '../../../components/forms/FormError';
import { useSubmit } from '../../../components/forms/useSubmit';
import { queryClient } from '../../../data/queryClient';
import { useUserCache } from '../../../data/useUserCache';
import { usePageTitle } from '../../../navigation/usePageTitle';
import { useThemeVars } from '../../../theme/useThemeVars';
import { AUTONOMY_VISUALS, agentTypeLabel } from '../agentVisuals';
import { agentKeys } from '../state/agentKeys';
import { useSwarmTemplates } from '../state/useSwarms';
import { SwarmList } from './SwarmList';
import { TemplateOutline } from './TemplateOutline';
import '../agents.css';

interface SwarmFormValues {
  name: string;
  roles: { role: string; name: string; autonomyLevel: AutonomyLevel }[];
}

const AUTONOMY_OPTIONS = AUTONOMY_LEVELS.map((level) => ({ value: level, label: AUTONOMY_VISUALS[level].label }));

function SwarmForm({ template, onCreated }: { template: SwarmTemplateView; onCreated(swarm: Swarm): void }) {
  const [form] = Form.useForm<SwarmFormValues>();
  const { submit, pending, error } = useSubmit(async (values: SwarmFormValues) => {
    const swarm = await createSwarm({
      templateId: template.id,
      name: values.name.trim(),
      roles: values.roles.map((role) => ({ role: role.role, name: role.name.trim(), autonomyLevel: role.autonomyLevel })),
    });
    await queryClient.invalidateQueries({ queryKey: agentKeys.all });
    onCreated(swarm);
  });
  const initial: SwarmFormValues = {
    name: template.name,
    roles: template.roles.map((role) => ({ role: role.role, name: role.name, autonomyLevel: role.autonomyLevel })),
  };
  return (
    <Form<SwarmFormValues> form={form} layout="vertical" requiredMark={false} initialValues={initial} onFinish={(values) => void submit(values)} data-testid="swarm-form">
      <FormError message={error} />
      <Form.Item label="Name of the swarm" name="name" rules={[{ required: true, whitespace: true, message: 'Give the swarm a name.' }, { max: 100 }]}>
        <Input maxLength={100} data-testid="swarm-name" />
      </Form.Item>
      <Flex vertical gap={12}>
        {template.roles.map((role, index) => (
          <div key={role.role} className="swarm-role-row" data-testid="swarm-role" data-role={role.role}>
            <Typography.Text strong>{agentTypeLabel(role.agentType)} agent</Typography.Text>
            <Typography.Paragraph type="secondary" style={{ margin: '2px 0 8px' }}>
              {role.description}
            </Typography.Paragraph>
            <Form.Item name={['roles', index, 'role']} hidden>
              <Input />
            </Form.Item>
            <Row gutter={12}>
              <Col xs={24} sm={14}>
                <Form.Item
                  label="Agent name"
                  name={['roles', index, 'name']}
                  rules={[{ required: true, whitespace: true, message: 'Give this agent a name.' }, { max: 100 }]}
                  style={{ marginBottom: 0 }}
                >
                  <Input maxLength={100} data-testid="swarm-role-name" />
                </Form.Item>
              </Col>
              <Col xs={24} sm={10}>
                <Form.Item label="Autonomy" name={['roles', index, 'autonomyLevel']} style={{ marginBottom: 0 }}>
                  <Select options={AUTONOMY_OPTIONS} data-testid="swarm-role-autonomy" />
                </Form.Item>
              </Col>
            </Row>
          </div>
        ))}
      </Flex>
      <Button type="primary" htmlType="submit" loading={pending} style={{ marginTop: 16 }} data-testid="swarm-create">
        Create the swarm
      </Button>
    </Form>
  );
}

function SwarmCreated({ swarm }: { swarm: Swarm }) {
  return (
    <Result
      status="success"
      title={`${swarm.name} is ready`}
      subTitle="Its agents are made. The automation that connects them is off until you turn it on in the builder."
      data-testid="swarm-created"
      extra={
        <Flex vertical gap={12} align="center">
          <ul className="swarm-roles" style={{ textAlign: 'start' }} data-testid="swarm-created-agents">
            {swarm.agents.map(({ role, agent }) => (
              <li key={role}>
                <Link to={`/agents/${encodeURIComponent(agent.id)}`}>{agent.name}</Link>
              </li>
            ))}
          </ul>
          {swarm.automationId ? (
            <Link to={`/automation/${encodeURIComponent(swarm.automationId)}`} data-testid="swarm-open-automation">
              Open the automation in the builder (it is off until you turn it on)
            </Link>
          ) : (
            <Alert type="warning" showIcon title="No automation was made for this swarm." />
          )}
        </Flex>
      }
    />
  );
}

/** /configure-swarm/:templateId: name the swarm and its agents, choose their autonomy, and create them. */
export function SwarmConfigurePage() {
  const { templateId = '' } = useParams();
  const templates = useSwarmTemplates();
  const template = templates.data?.find((candidate) => candidate.id === templateId);
  usePageTitle(template ? `Configure ${template.name}` : 'Configure swarm');
  useUserCache();
  const vars = useThemeVars();
  const [created, setCreated] = useState<Swarm | null>(null);

  let body;
  if (created) {
    body = (
      <Card>
        <SwarmCreated swarm={created} />
      </Card>
    );
  } else if (template) {
    body = (
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Card title="Its agents">
            <SwarmForm template={template} onCreated={setCreated} />
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card title="How it works">
            <Typography.Paragraph>{template.description}</Typography.Paragraph>
            <TemplateOutline template={template} />
          </Card>
        </Col>
      </Row>
    );
  } else if (templates.data) {
    body = (
      <Card variant="borderless">
        <Result status="404" title="Swarm template not found" extra={<Link to="/configure-swarm">See the templates</Link>} data-testid="swarm-template-missing" />
      </Card>
    );
  } else if (templates.error && !templates.loading) {
    body = (
      <Card variant="borderless">
        <Result status="error" title="Could not load the swarm template" subTitle={errorMessage(templates.error)} extra={<Button onClick={() => void templates.reload()}>Try again</Button>} />
      </Card>
    );
  } else {
    body = (
      <Card data-testid="swarm-config-loading">
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }

  return (
    <Flex vertical gap={16} style={{ ...vars, maxWidth: 1100 }} className="agents-screen">
      <Link to="/configure-swarm">
        <ArrowLeftOutlined aria-hidden="true" /> All swarm templates
      </Link>
      <Typography.Title level={2} style={{ margin: 0 }}>
        {template ? template.name : 'Configure a swarm'}
      </Typography.Title>
      {body}
      <SwarmList />
    </Flex>
  );
}
