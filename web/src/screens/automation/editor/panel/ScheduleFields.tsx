import { Checkbox, Flex, Form, Input, InputNumber, Radio, Select, Switch } from 'antd';
import { SCHEDULE_FREQUENCIES, type Schedule, type ScheduleFrequency, type ScheduleRecurrence } from '../../../../../../domain/automation/definition';
import { WEEKDAYS } from '../model/nodeSummary';
import { problemStatus } from './fieldProblems';
import type { FieldsProps } from './fieldsProps';
import { SchedulePreview } from './SchedulePreview';

const FREQUENCY_LABELS: Readonly<Record<ScheduleFrequency, { label: string; unit: string }>> = {
  hourly: { label: 'Hourly', unit: 'hours' },
  daily: { label: 'Daily', unit: 'days' },
  weekly: { label: 'Weekly', unit: 'weeks' },
  monthly: { label: 'Monthly', unit: 'months' },
};
const FREQUENCY_OPTIONS = SCHEDULE_FREQUENCIES.map((frequency) => ({ value: frequency, label: FREQUENCY_LABELS[frequency].label }));
const WEEKDAY_OPTIONS = WEEKDAYS.map((label, value) => ({ value, label }));
const DEFAULT_RECURRENCE: ScheduleRecurrence = { frequency: 'daily', interval: 1 };

/** Only the settings of the chosen frequency stay: weekdays for weekly, a day of the month for monthly. */
function withFrequency(recurrence: ScheduleRecurrence, frequency: ScheduleFrequency): ScheduleRecurrence {
  const { daysOfWeek, dayOfMonth, ...rest } = recurrence;
  return { ...rest, frequency, ...(frequency === 'weekly' && daysOfWeek ? { daysOfWeek } : {}), ...(frequency === 'monthly' && dayOfMonth !== undefined ? { dayOfMonth } : {}) };
}

/** Once or recurring, when it starts, how often, until when, and the next three runs it gives. */
export function ScheduleFields({ node, problems, onParameters }: FieldsProps<'trigger.schedule'>) {
  const schedule = node.parameters;
  const set = (patch: Partial<Schedule>, field: string) => onParameters((current) => ({ ...current, ...patch }), `parameters.${field}`);
  const recurrence = schedule.recurrence ?? DEFAULT_RECURRENCE;
  const setRecurrence = (next: ScheduleRecurrence, field: string) => set({ recurrence: next }, `recurrence.${field}`);
  return (
    <>
      <Form.Item label="Runs" {...problemStatus(problems, 'parameters.type')}>
        <Radio.Group
          value={schedule.type}
          optionType="button"
          options={[
            { value: 'once', label: 'Once' },
            { value: 'recurring', label: 'Repeatedly' },
          ]}
          onChange={(event) => set(event.target.value === 'recurring' ? { type: 'recurring', recurrence } : { type: 'once' }, 'type')}
        />
      </Form.Item>
      <Flex gap={8}>
        <Form.Item label={schedule.type === 'once' ? 'Date' : 'Starting'} {...problemStatus(problems, 'parameters.startDate')} style={{ flex: 3 }}>
          <Input type="date" value={schedule.startDate} onChange={(event) => set({ startDate: event.target.value }, 'startDate')} aria-label="Start date" />
        </Form.Item>
        <Form.Item label="Time" {...problemStatus(problems, 'parameters.time')} style={{ flex: 2 }}>
          <Input type="time" value={schedule.time} onChange={(event) => set({ time: event.target.value }, 'time')} aria-label="Time" />
        </Form.Item>
      </Flex>
      {schedule.type === 'recurring' ? (
        <>
          <Form.Item label="Frequency" {...problemStatus(problems, 'parameters.recurrence.frequency')}>
            <Select<ScheduleFrequency> value={recurrence.frequency} options={FREQUENCY_OPTIONS} onChange={(frequency) => setRecurrence(withFrequency(recurrence, frequency), 'frequency')} aria-label="Frequency" />
          </Form.Item>
          <Form.Item label="Every" {...problemStatus(problems, 'parameters.recurrence.interval')}>
            <InputNumber<number>
              value={recurrence.interval}
              min={1}
              precision={0}
              suffix={FREQUENCY_LABELS[recurrence.frequency]?.unit}
              onChange={(interval) => interval !== null && setRecurrence({ ...recurrence, interval }, 'interval')}
              aria-label="Every"
              style={{ width: '100%' }}
            />
          </Form.Item>
          {recurrence.frequency === 'weekly' ? (
            <Form.Item label="On" extra="None chosen: the weekday of the start date." {...problemStatus(problems, 'parameters.recurrence.daysOfWeek')}>
              <Checkbox.Group<number>
                value={recurrence.daysOfWeek ?? []}
                options={WEEKDAY_OPTIONS}
                onChange={(days) => setRecurrence({ ...recurrence, daysOfWeek: [...days].sort((a, b) => a - b) }, 'daysOfWeek')}
              />
            </Form.Item>
          ) : null}
          {recurrence.frequency === 'monthly' ? (
            <Form.Item label="On day" extra="Empty: the day of the start date. Short months use their last day." {...problemStatus(problems, 'parameters.recurrence.dayOfMonth')}>
              <InputNumber<number>
                value={recurrence.dayOfMonth ?? null}
                min={1}
                max={31}
                precision={0}
                onChange={(day) => {
                  const { dayOfMonth: _old, ...rest } = recurrence;
                  setRecurrence(day === null ? rest : { ...rest, dayOfMonth: day }, 'dayOfMonth');
                }}
                aria-label="Day of the month"
                style={{ width: '100%' }}
              />
            </Form.Item>
          ) : null}
          <Form.Item label="Until" extra="Empty: no end. The end date itself still runs." {...problemStatus(problems, 'parameters.endDate')}>
            <Input type="date" value={schedule.endDate ?? ''} onChange={(event) => set({ endDate: event.target.value === '' ? null : event.target.value }, 'endDate')} aria-label="End date" />
          </Form.Item>
        </>
      ) : null}
      <Form.Item label="Enabled" {...problemStatus(problems, 'parameters.enabled')}>
        <Switch checked={schedule.enabled} onChange={(enabled) => set({ enabled }, 'enabled')} aria-label="Enabled" />
      </Form.Item>
      <SchedulePreview schedule={schedule} />
    </>
  );
}
