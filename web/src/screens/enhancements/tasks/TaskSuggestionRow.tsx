import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, List, Space, Tag, Typography } from 'antd';
import type { Task } from '../../../../../domain/tasks/task';
import { errorMessage } from '../../../api/ApiError';
import { enhanceTask, estimateTask } from '../../../api/planning';
import { updateTask, type TaskChanges } from '../../../api/tasks';
import { useToast } from '../../../toast/useToast';
import { taskKeys } from '../../tasks/state/taskKeys';
import { minutesLabel } from '../format';
import { SourceBadge } from '../SourceBadge';
import { planningKeys } from '../state/planningKeys';

/** One task with "Improve" and "Estimate", each suggestion shown with where it came from and an Apply. */
export function TaskSuggestionRow({ task }: { task: Task }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const improve = useMutation({ mutationFn: () => enhanceTask(task.id), onError: (error) => toast.error(errorMessage(error)) });
  const estimate = useMutation({ mutationFn: () => estimateTask(task.id), onError: (error) => toast.error(errorMessage(error)) });
  const apply = useMutation({
    mutationFn: (changes: TaskChanges) => updateTask(task.id, changes),
    onSuccess: () => toast.success(`Updated "${task.title}".`),
    onError: (error) => toast.error(`Could not update the task: ${errorMessage(error)}`),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: taskKeys.all }), queryClient.invalidateQueries({ queryKey: planningKeys.openTasks() })]),
  });
  const better = improve.data;
  const guess = estimate.data;
  return (
    <List.Item>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
          <span>
            <strong>{task.title}</strong>{' '}
            <Typography.Text type="secondary">
              {task.priority}
              {task.estimatedDuration ? ` · ${minutesLabel(task.estimatedDuration)}` : ''}
            </Typography.Text>
          </span>
          <Space>
            <Button size="small" onClick={() => improve.mutate()} loading={improve.isPending} aria-label={`Improve ${task.title}`}>
              Improve
            </Button>
            <Button size="small" onClick={() => estimate.mutate()} loading={estimate.isPending} aria-label={`Estimate ${task.title}`}>
              Estimate
            </Button>
          </Space>
        </Space>
        {better && (
          <div role="region" aria-label={`Suggested changes to ${task.title}`}>
            <SourceBadge byAi={better.byAi} note={better.note} /> <strong>{better.suggestion.title}</strong> · {better.suggestion.priority} ·{' '}
            {minutesLabel(better.suggestion.estimatedDuration)} {better.suggestion.tags.map((tag) => <Tag key={tag}>{tag}</Tag>)}
            {better.suggestion.description && <Typography.Paragraph style={{ margin: '4px 0' }}>{better.suggestion.description}</Typography.Paragraph>}
            <Typography.Text type="secondary">{better.note}</Typography.Text>{' '}
            <Button size="small" type="link" loading={apply.isPending} onClick={() => apply.mutate({ ...better.suggestion })}>
              Apply
            </Button>
          </div>
        )}
        {guess && (
          <div role="region" aria-label={`Estimate for ${task.title}`}>
            <SourceBadge byAi={guess.byAi} /> About <strong>{minutesLabel(guess.minutes)}</strong>. <Typography.Text type="secondary">{guess.basis}</Typography.Text>{' '}
            <Button size="small" type="link" loading={apply.isPending} onClick={() => apply.mutate({ estimatedDuration: guess.minutes })}>
              Apply
            </Button>
          </div>
        )}
      </Space>
    </List.Item>
  );
}
