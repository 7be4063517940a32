import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Empty, List, Skeleton } from 'antd';
import { errorMessage } from '../../../api/ApiError';
import { fetchTasks } from '../../../api/tasks';
import { planningKeys } from '../state/planningKeys';
import { OrderSuggestion } from './OrderSuggestion';
import { TaskSuggestionRow } from './TaskSuggestionRow';

const SHOWN = 50;

/** Per-task suggestions (Improve, Estimate) and an order for the open tasks. */
export function TaskSuggestions() {
  const tasks = useQuery({
    queryKey: planningKeys.openTasks(),
    queryFn: ({ signal }) => fetchTasks({ completed: false, status: ['To Do', 'In Progress'] }, signal),
  });
  return (
    <Card title="Task suggestions" aria-label="Task suggestions">
      <OrderSuggestion />
      <div style={{ marginTop: 16 }}>
        {tasks.isPending ? (
          <Skeleton active />
        ) : tasks.isError ? (
          <Alert type="error" showIcon title={`Could not load your tasks: ${errorMessage(tasks.error)}`} />
        ) : tasks.data.length === 0 ? (
          <Empty description="No open tasks. Add some on the Tasks page." />
        ) : (
          <List dataSource={tasks.data.slice(0, SHOWN)} rowKey="id" renderItem={(task) => <TaskSuggestionRow task={task} />} />
        )}
      </div>
    </Card>
  );
}
