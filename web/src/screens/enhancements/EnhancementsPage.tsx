import { Space } from 'antd';
import { usePageTitle } from '../../navigation/usePageTitle';
import { SuggestTimes } from './meeting/SuggestTimes';
import { PlanSection } from './plan/PlanSection';
import { TaskSuggestions } from './tasks/TaskSuggestions';

/** /enhancements: focus-time planning and AI (or rule-based) suggestions for tasks and meetings. */
export function EnhancementsPage() {
  usePageTitle('Enhancements');
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%', maxWidth: 960 }}>
      <PlanSection />
      <TaskSuggestions />
      <SuggestTimes />
    </Space>
  );
}
