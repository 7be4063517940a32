import type { ReactNode } from 'react';
import { useDndContext, useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Typography } from 'antd';
import type { TaskStatus } from '../../../../../domain/tasks/task';
import type { DropData } from './TaskDnd';

interface Props {
  status: TaskStatus;
  taskIds: string[];
  layout: 'column' | 'group';
  children: ReactNode;
}

/** One status: a board column or a group of the list, where tasks can be dropped. */
export function StatusColumn({ status, taskIds, layout, children }: Props) {
  const data: DropData = { type: 'column', column: status };
  const { setNodeRef } = useDroppable({ id: `column:${status}`, data });
  const { over, active } = useDndContext();
  const target = active && (over?.data.current as DropData | undefined)?.column === status;
  const headingId = `task-${layout}-${status.replace(/\s+/g, '-').toLowerCase()}`;
  return (
    <section
      ref={setNodeRef}
      className={`task-${layout}${target ? ' is-drop-target' : ''}`}
      aria-labelledby={headingId}
      data-testid={layout === 'column' ? 'board-column' : 'list-group'}
      data-status={status}
    >
      <header className={`task-${layout}-header`}>
        <Typography.Title level={3} id={headingId} className="task-column-title">
          {status}
        </Typography.Title>
        <Typography.Text type="secondary">
          {taskIds.length}
          <span className="ws-sr-only"> {taskIds.length === 1 ? 'task' : 'tasks'}</span>
        </Typography.Text>
      </header>
      <SortableContext items={taskIds} strategy={verticalListSortingStrategy}>
        <div className={`task-${layout}-body`}>{children}</div>
      </SortableContext>
    </section>
  );
}
