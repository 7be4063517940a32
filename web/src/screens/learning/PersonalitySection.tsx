import { Alert, Button, Card, Col, Flex, Form, InputNumber, Radio, Result, Row, Select, Skeleton, Slider, Typography } from 'antd';
import { TONES, VERBOSITIES } from '../../../../domain/learning/types';
import { updatePersonality, type Personality } from '../../api/learning';
import { errorMessage } from '../../api/ApiError';
import { FormError } from '../../components/forms/FormError';
import { useSubmit } from '../../components/forms/useSubmit';
import { putQuery } from '../../data/optimistic';
import { useToast } from '../../toast/useToast';
import { fieldHint, hourLabel, personalityChanges, personalityValues, type PersonalityFormValues } from './personalityForm';
import { learningKeys } from './state/learningKeys';
import { usePersonality } from './state/useLearning';

const TONE_WORDS: Record<(typeof TONES)[number], string> = { formal: 'Formal', neutral: 'Neutral', friendly: 'Friendly' };
const VERBOSITY_WORDS: Record<(typeof VERBOSITIES)[number], string> = { concise: 'Short', balanced: 'Balanced', detailed: 'Detailed' };
const HOURS = Array.from({ length: 24 }, (_, hour) => ({ value: hour, label: hourLabel(hour) }));

function PersonalityForm({ personality }: { personality: Personality }) {
  const [form] = Form.useForm<PersonalityFormValues>();
  const toast = useToast();
  const { submit, pending, error } = useSubmit(async (values: PersonalityFormValues) => {
    const changes = personalityChanges(personality, values);
    if (!changes.communicationStyle && !changes.workStyle) return;
    await putQuery(learningKeys.personality(), await updatePersonality(changes));
    toast.success('Saved: drafts and plans follow it from now on.');
  });
  const hint = (field: string) => fieldHint(personality, field) ?? undefined;
  return (
    <Form<PersonalityFormValues> form={form} layout="vertical" requiredMark={false} initialValues={personalityValues(personality)} onFinish={(values) => void submit(values)} data-testid="personality-form">
      <FormError message={error} />
      <Typography.Title level={4} style={{ fontSize: 15 }}>
        How drafts written for you sound
      </Typography.Title>
      <Form.Item label="Tone" name="tone" extra={hint('communicationStyle.tone')}>
        <Radio.Group optionType="button" options={TONES.map((tone) => ({ value: tone, label: TONE_WORDS[tone] }))} data-testid="personality-tone" />
      </Form.Item>
      <Form.Item label="Length" name="verbosity" extra={hint('communicationStyle.verbosity')}>
        <Radio.Group optionType="button" options={VERBOSITIES.map((value) => ({ value, label: VERBOSITY_WORDS[value] }))} data-testid="personality-verbosity" />
      </Form.Item>
      <Form.Item label="Formality" name="formality" extra={hint('communicationStyle.formality') ?? 'From casual (left) to formal (right).'}>
        <Slider min={0} max={1} step={0.1} marks={{ 0: 'Casual', 1: 'Formal' }} ariaLabelForHandle="Formality, from casual to formal" style={{ maxWidth: 360 }} />
      </Form.Item>
      <Typography.Title level={4} style={{ fontSize: 15 }}>
        How you like to plan your day
      </Typography.Title>
      <Form.Item label="Your most productive hours" name="peakProductivityHours" extra={hint('workStyle.peakProductivityHours') ?? 'The planner puts demanding work in these hours.'}>
        <Select mode="multiple" options={HOURS} placeholder="No preference" data-testid="personality-peak-hours" />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item label="Preferred task length (minutes)" name="preferredTaskDuration" extra={hint('workStyle.preferredTaskDuration')} rules={[{ required: true, message: 'How long, in minutes.' }]}>
            <InputNumber min={5} max={480} step={5} precision={0} style={{ width: '100%' }} data-testid="personality-task-length" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="A break every (minutes)" name="breakFrequency" extra={hint('workStyle.breakFrequency')} rules={[{ required: true, message: 'How often, in minutes.' }]}>
            <InputNumber min={15} max={480} step={5} precision={0} style={{ width: '100%' }} data-testid="personality-break" />
          </Form.Item>
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" loading={pending} data-testid="personality-save">
        Save
      </Button>
    </Form>
  );
}

/** /profile, "How you work": the personality and work style, learned where there is evidence and editable. */
export function PersonalitySection() {
  const personality = usePersonality();
  let body;
  if (personality.data) {
    body = <PersonalityForm personality={personality.data} />;
  } else if (personality.error && !personality.loading) {
    body = <Result status="warning" title="Could not load how you work" subTitle={errorMessage(personality.error)} extra={<Button onClick={() => void personality.reload()}>Try again</Button>} />;
  } else {
    body = <Skeleton active paragraph={{ rows: 6 }} />;
  }
  return (
    <Card title="How you work" data-testid="personality-section">
      <Flex vertical gap={12}>
        <Alert
          type="info"
          showIcon
          title="The product learns this from what you do; anything you set here stays as you set it."
        />
        {body}
      </Flex>
    </Card>
  );
}
