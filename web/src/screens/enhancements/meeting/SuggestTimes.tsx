import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, InputNumber, Space, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../api/ApiError';
import { createEvent } from '../../../api/calendar';
import { suggestTimes, type TimeSlot } from '../../../api/planning';
import { useUserTimeZone } from '../../../settings/useUserTimeZone';
import { useToast } from '../../../toast/useToast';
import { calendarKeys } from '../../calendar/state/calendarKeys';
import { spanLabel } from '../format';
import { SourceBadge } from '../SourceBadge';

/** "Suggest times" for a new meeting; choosing a slot puts the meeting on the calendar. */
export function SuggestTimes() {
  const timeZone = useUserTimeZone();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState('');
  const [duration, setDuration] = useState(30);
  const suggest = useMutation({ mutationFn: () => suggestTimes({ title: title.trim(), durationMinutes: duration }) });
  const book = useMutation({
    mutationFn: (slot: TimeSlot) => createEvent({ title: title.trim(), start: slot.start, end: slot.end }),
    onSuccess: (event) => toast.success(`"${event.title}" is on your calendar.`),
    onError: (error) => toast.error(`Could not add the meeting: ${errorMessage(error)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.events() }),
  });
  return (
    <Card title="Suggest times for a meeting" aria-label="Suggest times for a meeting">
      <Form layout="inline" onFinish={() => suggest.mutate()}>
        <Space wrap>
          <Form.Item label="Meeting" htmlFor="meeting-title">
            <Input id="meeting-title" value={title} onChange={(event) => setTitle(event.target.value)} placeholder="Call with opposing counsel" maxLength={500} />
          </Form.Item>
          <Form.Item label="Minutes" htmlFor="meeting-minutes">
            <InputNumber id="meeting-minutes" min={5} max={480} step={15} value={duration} onChange={(value) => setDuration(value ?? 30)} />
          </Form.Item>
          <Button htmlType="submit" loading={suggest.isPending} disabled={!title.trim()}>
            Suggest times
          </Button>
        </Space>
      </Form>
      {suggest.isError && <Alert style={{ marginTop: 12 }} type="error" showIcon title={errorMessage(suggest.error)} />}
      {suggest.data && (
        <div style={{ marginTop: 12 }}>
          <SourceBadge byAi={suggest.data.byAi} /> <Typography.Text type="secondary">{suggest.data.note}</Typography.Text>
          {suggest.data.slots.length === 0 ? (
            <Typography.Paragraph>No free time of that length in the coming working days.</Typography.Paragraph>
          ) : (
            <Space wrap style={{ marginTop: 8 }} role="group" aria-label="Suggested times: choose one to add the meeting">
              {suggest.data.slots.map((slot) => (
                <Button key={slot.start} onClick={() => book.mutate(slot)} loading={book.isPending && book.variables?.start === slot.start}>
                  {spanLabel(slot, timeZone)}
                </Button>
              ))}
            </Space>
          )}
        </div>
      )}
    </Card>
  );
}
