import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, Card, Flex, Form, Steps, Typography } from 'antd';
import { createWizardAgent, type AgentDetail } from '../../../api/agentWork';
import { FormError } from '../../../components/forms/FormError';
import { useSubmit } from '../../../components/forms/useSubmit';
import { MIN_WIDTH, useMediaQuery } from '../../../components/useMediaQuery';
import { queryClient } from '../../../data/queryClient';
import { usePageTitle } from '../../../navigation/usePageTitle';
import { useThemeVars } from '../../../theme/useThemeVars';
import { agentKeys } from '../state/agentKeys';
import { ModelStep } from './ModelStep';
import { PurposeStep } from './PurposeStep';
import { ReviewStep } from './ReviewStep';
import { ScheduleStep } from './ScheduleStep';
import { TrialPanel } from './TrialPanel';
import { TypeStep } from './TypeStep';
import { typeChange, typeFromQuery, wizardDefaults, wizardInput, type WizardValues } from './wizardValues';
import '../agents.css';

const STEPS = [
  { title: 'Type', heading: 'What kind of agent?', fields: ['type'] },
  { title: 'Purpose', heading: 'What it is for and what it may do', fields: ['name', 'description', 'autonomyLevel', 'capabilities'] },
  { title: 'Model', heading: 'When it starts and how it thinks', fields: ['triggers', 'model', 'maxTokens', 'temperature', 'systemPrompt', 'customPrompt'] },
  { title: 'Hours', heading: 'Working hours and notifications', fields: ['hours', 'start', 'end', 'frequency', 'urgencyThreshold'] },
  { title: 'Review', heading: 'Check and create', fields: [] },
  { title: 'Try it', heading: 'Try it on a sample', fields: [] },
] as const;

const REVIEW = 4;
const TRIAL = 5;

/** /agent-wizard: a new agent step by step, ending with a trial on a sample. `?type=email` preselects the type. */
export function AgentWizardPage() {
  usePageTitle('Agent wizard');
  const vars = useThemeVars();
  const wide = useMediaQuery(MIN_WIDTH.lg);
  const [params] = useSearchParams();
  const [form] = Form.useForm<WizardValues>();
  const preselected = typeFromQuery(params.get('type'));
  const [step, setStep] = useState(preselected ? 1 : 0);
  const [review, setReview] = useState<WizardValues | null>(null);
  const [created, setCreated] = useState<AgentDetail | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // Each step's heading takes the focus, so a keyboard or screen-reader user starts reading the new step.
  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);

  const go = (next: number) => {
    moved.current = true;
    setStep(next);
  };

  const { submit, pending, error } = useSubmit(async (values: WizardValues) => {
    const agent = await createWizardAgent(wizardInput(values));
    await queryClient.invalidateQueries({ queryKey: agentKeys.list() });
    setCreated(agent);
    go(TRIAL);
  });

  const next = async () => {
    try {
      await form.validateFields([...STEPS[step]!.fields]);
    } catch {
      return;
    }
    if (step + 1 === REVIEW) setReview(form.getFieldsValue(true) as WizardValues);
    go(step + 1);
  };

  const current = STEPS[step]!;
  return (
    <Flex vertical gap={20} style={{ ...vars, maxWidth: 860 }} className="agents-screen">
      <div>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Set up an agent
        </Typography.Title>
        <Typography.Text type="secondary">
          Step by step: what it does, what it may do alone, when it works, then a try on a sample. <Link to="/agents">Back to your agents</Link>
        </Typography.Text>
      </div>
      <Steps current={step} size="small" orientation={wide ? 'horizontal' : 'vertical'} items={STEPS.map(({ title }) => ({ title }))} data-testid="wizard-steps" />
      <Card>
        <Typography.Title level={3} tabIndex={-1} ref={heading} className="wizard-step-heading" data-testid="wizard-step-heading">
          {current.heading}
        </Typography.Title>
        <Form<WizardValues>
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={wizardDefaults(preselected ?? 'email')}
          onFinish={(values) => void submit(values)}
        >
          <div hidden={step !== 0}>
            <TypeStep onTypeChange={(type) => form.setFieldsValue(typeChange(type, form.getFieldsValue(true) as WizardValues, form.isFieldTouched('name')))} />
          </div>
          <div hidden={step !== 1}>
            <PurposeStep form={form} />
          </div>
          <div hidden={step !== 2}>
            <ModelStep />
          </div>
          <div hidden={step !== 3}>
            <ScheduleStep />
          </div>
          {step === REVIEW && review ? <ReviewStep values={review} /> : null}
        </Form>
        {step === TRIAL && created ? <TrialPanel agent={created} /> : null}
        {step < TRIAL ? (
          <>
            <FormError message={error} />
            <Flex justify="space-between" gap={8} style={{ marginTop: 16 }}>
              <Button disabled={step === 0} onClick={() => go(step - 1)} data-testid="wizard-back">
                Back
              </Button>
              {step === REVIEW ? (
                <Button type="primary" loading={pending} onClick={() => void submit(form.getFieldsValue(true) as WizardValues)} data-testid="wizard-create">
                  Create agent
                </Button>
              ) : (
                <Button type="primary" onClick={() => void next()} data-testid="wizard-next">
                  Next
                </Button>
              )}
            </Flex>
          </>
        ) : null}
      </Card>
    </Flex>
  );
}
