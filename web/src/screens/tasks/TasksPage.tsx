import { Card, Skeleton } from 'antd';
import { usePageTitle } from '../../navigation/usePageTitle';

/** /tasks: list and board of the user's tasks. */
export function TasksPage() {
  usePageTitle('Tasks');
  return (
    <Card>
      <Skeleton active />
    </Card>
  );
}
