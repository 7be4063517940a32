import { Form, Input, InputNumber, Select, Space, Typography } from 'antd';
import { APPROVAL_DEFAULT_OUTCOMES, DELAY_UNITS, type ApprovalDefaultOutcome, type DelayUnit } from '../../../../../../domain/automation/definition';
import { conditionPaths } from '../model/dataPaths';
import { secondsOf, splitSeconds } from '../model/nodeSummary';
import { ConditionFields } from './ConditionFields';
import { problemStatus } from './fieldProblems';
import type { FieldsProps } from './fieldsProps';

const UNIT_OPTIONS = DELAY_UNITS.map((unit) => ({ value: unit, label: unit }));
const OUTCOME_LABELS: Readonly<Record<ApprovalDefaultOutcome, string>> = { reject: 'Reject', approve: 'Approve' };
const OUTCOME_OPTIONS = APPROVAL_DEFAULT_OUTCOMES.map((outcome) => ({ value: outcome, label: OUTCOME_LABELS[outcome] }));

export function ConditionStepFields({ node, definition, problems, onParameters }: FieldsProps<'condition'>) {
  return (
    <>
      <Typography.Paragraph type="secondary">Continues by True when the check matches, else by False.</Typography.Paragraph>
      <ConditionFields
        condition={node.parameters}
        paths={conditionPaths(definition, node.id)}
        prefix="parameters."
        problems={problems}
        onChange={(condition, field) => onParameters(() => condition, field)}
      />
    </>
  );
}

interface DurationProps {
  amount: number;
  unit: DelayUnit;
  label: string;
  onChange(amount: number, unit: DelayUnit): void;
}

function DurationInput({ amount, unit, label, onChange }: DurationProps) {
  return (
    <Space.Compact block>
      <InputNumber<number> value={amount} min={0} onChange={(next) => next !== null && onChange(next, unit)} aria-label={label} style={{ width: '60%' }} />
      <Select<DelayUnit> value={unit} options={UNIT_OPTIONS} onChange={(next) => onChange(amount, next)} aria-label={`${label} unit`} style={{ width: '40%' }} />
    </Space.Compact>
  );
}

export function ApprovalFields({ node, problems, onParameters }: FieldsProps<'approval'>) {
  const { note, expiresInSeconds, defaultOutcome } = node.parameters;
  const expiry = splitSeconds(expiresInSeconds);
  return (
    <>
      <Typography.Paragraph type="secondary">Asks you in the Audit Queue, then continues by Approved or Rejected.</Typography.Paragraph>
      <Form.Item label="Note for the person deciding" {...problemStatus(problems, 'parameters.note')}>
        <Input.TextArea value={note} autoSize={{ minRows: 2, maxRows: 6 }} onChange={(event) => onParameters((current) => ({ ...current, note: event.target.value }), 'parameters.note')} />
      </Form.Item>
      <Form.Item label="Wait for a decision for" {...problemStatus(problems, 'parameters.expiresInSeconds')}>
        <DurationInput
          amount={expiry.amount}
          unit={expiry.unit}
          label="Wait for a decision for"
          onChange={(amount, unit) => onParameters((current) => ({ ...current, expiresInSeconds: secondsOf(amount, unit) }), 'parameters.expiresInSeconds')}
        />
      </Form.Item>
      <Form.Item label="When nobody decides in time" {...problemStatus(problems, 'parameters.defaultOutcome')}>
        <Select<ApprovalDefaultOutcome>
          value={defaultOutcome}
          options={OUTCOME_OPTIONS}
          onChange={(outcome) => onParameters((current) => ({ ...current, defaultOutcome: outcome }), 'parameters.defaultOutcome')}
          aria-label="When nobody decides in time"
        />
      </Form.Item>
    </>
  );
}

export function DelayFields({ node, problems, onParameters }: FieldsProps<'delay'>) {
  return (
    <Form.Item label="Wait for" {...problemStatus(problems, 'parameters.amount')}>
      <DurationInput amount={node.parameters.amount} unit={node.parameters.unit} label="Wait for" onChange={(amount, unit) => onParameters(() => ({ amount, unit }), 'parameters.amount')} />
    </Form.Item>
  );
}

export function EndFields() {
  return <Typography.Paragraph type="secondary">Ends this branch of the automation. Other branches go on.</Typography.Paragraph>;
}
