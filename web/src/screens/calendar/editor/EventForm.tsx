import { useEffect } from 'react';
import { Alert, Col, Form, Input, Row, Select, Switch, type FormInstance } from 'antd';
import type { CalendarSource, CalendarTag } from '../../../api/calendar';
import type { EventFormValues } from './eventForm';

const REPEAT_OPTIONS = [
  { value: 'none', label: 'Does not repeat' },
  { value: 'daily', label: 'Every day' },
  { value: 'weekly', label: 'Every week' },
  { value: 'monthly', label: 'Every month' },
];

interface EventFormProps {
  form: FormInstance<EventFormValues>;
  initial: EventFormValues;
  sources: readonly CalendarSource[];
  tags: readonly CalendarTag[];
  zone: string;
  /** The event is one occurrence of a repeating series: the form edits the series. */
  series?: boolean;
  onSubmit(values: EventFormValues): void;
}

/** Title, times (in the user's zone), calendar, tags, the legal fields, description and repeat. */
export function EventForm({ form, initial, sources, tags, zone, series = false, onSubmit }: EventFormProps) {
  const allDay = Form.useWatch('allDay', form) ?? initial.allDay;
  const repeat = Form.useWatch('repeat', form) ?? initial.repeat;

  useEffect(() => {
    // Switching all day on or off keeps the days and drops or adds the clock time.
    const start = form.getFieldValue('start') as string | undefined;
    const end = form.getFieldValue('end') as string | undefined;
    if (!start) return;
    if (allDay && start.length > 10) form.setFieldsValue({ start: start.slice(0, 10), end: (end ?? start).slice(0, 10) });
    if (!allDay && start.length === 10) form.setFieldsValue({ start: `${start}T09:00`, end: `${(end || start).slice(0, 10)}T10:00` });
  }, [allDay, form]);

  const inputType = allDay ? 'date' : 'datetime-local';
  const repeatOptions = repeat === 'custom' ? [...REPEAT_OPTIONS, { value: 'custom', label: 'Custom rule (kept)' }] : REPEAT_OPTIONS;
  return (
    <Form<EventFormValues> form={form} layout="vertical" initialValues={initial} onFinish={onSubmit} requiredMark="optional" data-testid="event-form">
      {series ? (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title="This event repeats: changes apply to every occurrence in the series." data-testid="event-series-note" />
      ) : null}
      <Form.Item name="title" label="Title" rules={[{ required: true, whitespace: true, message: 'Give the event a title.' }]}>
        <Input autoFocus maxLength={500} data-testid="event-form-title" />
      </Form.Item>
      <Form.Item name="allDay" label="All day" valuePropName="checked">
        <Switch data-testid="event-form-all-day" />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="start" label={allDay ? 'First day' : 'Starts'} rules={[{ required: true, message: 'Choose when it starts.' }]} extra={allDay ? undefined : `Times in ${zone.replaceAll('_', ' ')}`}>
            <Input type={inputType} data-testid="event-form-start" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="end" label={allDay ? 'Last day' : 'Ends'}>
            <Input type={inputType} data-testid="event-form-end" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="sourceId" label="Calendar">
            <Select options={sources.map((source) => ({ value: source.id, label: source.name }))} data-testid="event-form-source" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="repeat" label="Repeat">
            <Select options={repeatOptions} data-testid="event-form-repeat" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="tags" label="Tags">
        <Select mode="tags" options={tags.map((tag) => ({ value: tag.name, label: tag.name }))} placeholder="work, personal, urgent, focus…" data-testid="event-form-tags" />
      </Form.Item>
      <Form.Item name="location" label="Location">
        <Input maxLength={500} />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={8}>
          <Form.Item name="caseNumber" label="Case number">
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item name="hearingType" label="Hearing type">
            <Input maxLength={200} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={8}>
          <Form.Item name="judge" label="Judge">
            <Input maxLength={200} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="description" label="Description">
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} maxLength={10_000} />
      </Form.Item>
    </Form>
  );
}
