import { Link } from 'react-router';
import { Flex, Typography } from 'antd';
import { CalendarOutlined, FileTextOutlined, NodeIndexOutlined, RobotOutlined } from '@ant-design/icons';
import type { Task } from '../../../../../domain/tasks/task';
import type { TaskTemplate } from '../../../api/tasks';
import { builderRoute } from '../../automation/automationRoutes';
import { calendarLink } from '../state/links';
import { sourceText } from '../state/taskText';

interface Props {
  task: Task;
  zone: string;
  templates: TaskTemplate[];
}

/** Where the task came from and what it is tied to: its agent or automation, its event, its template. */
export function TaskLinks({ task, zone, templates }: Props) {
  const items = [];
  const source = sourceText(task.source);
  if (task.source && source) {
    const to = task.source.kind === 'automation' ? builderRoute(task.source.id) : task.source.kind === 'agent' ? '/agents' : null;
    items.push(
      <span key="source" data-testid="task-detail-source">
        <RobotOutlined aria-hidden /> {to ? <Link to={to}>{source}</Link> : source}
      </span>,
    );
  }
  if (task.calendarEventId && task.dueDate) {
    items.push(
      <Link key="event" to={calendarLink(task.calendarEventId, task.dueDate, zone)}>
        <CalendarOutlined aria-hidden /> Its event on the calendar
      </Link>,
    );
  }
  if (task.workflowId && task.source?.kind !== 'automation') {
    items.push(
      <Link key="workflow" to={builderRoute(task.workflowId)}>
        <NodeIndexOutlined aria-hidden /> Its automation
      </Link>,
    );
  }
  if (task.templateId) {
    const template = templates.find((one) => one.id === task.templateId);
    items.push(
      <span key="template">
        <FileTextOutlined aria-hidden /> Made from the template {template ? `“${template.name}”` : 'that no longer exists'}
      </span>,
    );
  }
  if (!items.length) return null;
  return (
    <Flex vertical gap={6}>
      <Typography.Text strong>Links</Typography.Text>
      {items}
    </Flex>
  );
}
