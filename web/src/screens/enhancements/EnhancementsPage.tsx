import { Card, Skeleton } from 'antd';
import { usePageTitle } from '../../navigation/usePageTitle';

/** /enhancements: AI (or rule-based) suggestions for tasks and the schedule. */
export function EnhancementsPage() {
  usePageTitle('Enhancements');
  return (
    <Card>
      <Skeleton active />
    </Card>
  );
}
