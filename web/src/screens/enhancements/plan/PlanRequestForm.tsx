import { Button, Form, Input, InputNumber, Space } from 'antd';
import { useState } from 'react';
import { dayKey } from '../format';

interface Props {
  timeZone: string;
  busy: boolean;
  onPlan(input: { start: string; days: number }): void;
}

/** "Plan my focus time": the first day and how many working days. */
export function PlanRequestForm({ timeZone, busy, onPlan }: Props) {
  const [start, setStart] = useState(() => dayKey(new Date().toISOString(), timeZone));
  const [days, setDays] = useState<number>(5);
  return (
    <Form layout="inline" onFinish={() => onPlan({ start, days })} aria-label="Plan my focus time">
      <Space wrap>
        <Form.Item label="From" htmlFor="plan-start">
          <Input id="plan-start" type="date" value={start} onChange={(event) => setStart(event.target.value)} required />
        </Form.Item>
        <Form.Item label="Working days" htmlFor="plan-days">
          <InputNumber id="plan-days" min={1} max={20} value={days} onChange={(value) => setDays(value ?? 5)} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={busy}>
          Plan my focus time
        </Button>
      </Space>
    </Form>
  );
}
