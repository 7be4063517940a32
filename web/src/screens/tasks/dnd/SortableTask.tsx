import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { TaskStatus } from '../../../../../domain/tasks/task';
import { DragHandle, TaskItem, type TaskItemProps } from '../parts/TaskItem';
import type { DropData } from './TaskDnd';

interface Props extends Omit<TaskItemProps, 'handle'> {
  column: TaskStatus | null;
}

/** A task that can be dragged by its handle (pointer or keyboard). */
export function SortableTask({ column, ...item }: Props) {
  const data: DropData = { type: 'task', column };
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item.task.id, data });
  return (
    <div ref={setNodeRef} style={{ transform: CSS.Translate.toString(transform), transition }} className={isDragging ? 'task-sortable is-dragging' : 'task-sortable'}>
      <TaskItem {...item} handle={<DragHandle ref={setActivatorNodeRef} title={item.task.title} {...attributes} {...listeners} />} />
    </div>
  );
}
