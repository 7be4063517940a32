import { useState } from 'react';
import { Button, Flex, Input, Radio, Typography } from 'antd';
import { DislikeOutlined, LikeOutlined } from '@ant-design/icons';
import { removeFeedback, saveFeedback, type ActionFeedback } from '../../../api/agentWork';
import { errorMessage } from '../../../api/ApiError';
import { queryClient } from '../../../data/queryClient';
import { useToast } from '../../../toast/useToast';
import { agentKeys } from '../state/agentKeys';

interface FeedbackControlProps {
  agentId: string;
  actionId: string;
  action: string;
  feedback: ActionFeedback | null;
}

/** Good or bad, with a note, on one completed action; the agent's performance takes it into account. */
export function FeedbackControl({ agentId, actionId, action, feedback }: FeedbackControlProps) {
  const toast = useToast();
  const [rating, setRating] = useState<ActionFeedback['rating'] | undefined>(feedback?.rating);
  const [note, setNote] = useState(feedback?.note ?? '');
  const [pending, setPending] = useState(false);
  const changed = rating !== feedback?.rating || note !== (feedback?.note ?? '');

  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: agentKeys.log(agentId) }), queryClient.invalidateQueries({ queryKey: agentKeys.detail(agentId) })]);

  const run = async (work: () => Promise<void>, done: string) => {
    setPending(true);
    try {
      await work();
      await refresh();
      toast.success(done);
    } catch (error) {
      toast.error(`Could not save your feedback: ${errorMessage(error)}`);
    } finally {
      setPending(false);
    }
  };

  const save = () => (rating ? run(() => saveFeedback(agentId, actionId, { rating, note: note.trim() }), 'Feedback saved') : undefined);
  const clear = () =>
    run(async () => {
      await removeFeedback(agentId, actionId);
      setRating(undefined);
      setNote('');
    }, 'Feedback removed');

  return (
    <Flex gap={8} wrap align="center" className="agent-feedback" data-testid="agent-feedback">
      <Radio.Group value={rating} onChange={(event) => setRating(event.target.value as ActionFeedback['rating'])} optionType="button" size="small" aria-label={`Was "${action}" good or bad?`}>
        <Radio.Button value="good" data-testid="feedback-good">
          <LikeOutlined aria-hidden="true" /> Good
        </Radio.Button>
        <Radio.Button value="bad" data-testid="feedback-bad">
          <DislikeOutlined aria-hidden="true" /> Bad
        </Radio.Button>
      </Radio.Group>
      <Input
        size="small"
        value={note}
        onChange={(event) => setNote(event.target.value)}
        maxLength={2000}
        placeholder="A note (optional)"
        aria-label={`Note on "${action}"`}
        style={{ flex: '1 1 180px', minWidth: 140 }}
        data-testid="feedback-note"
      />
      <Button size="small" type="primary" disabled={!rating || !changed} loading={pending} onClick={() => void save()} data-testid="feedback-save">
        Save
      </Button>
      {feedback ? (
        <Button size="small" type="link" disabled={pending} onClick={() => void clear()} data-testid="feedback-remove">
          Remove
        </Button>
      ) : (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          Not rated yet
        </Typography.Text>
      )}
    </Flex>
  );
}
