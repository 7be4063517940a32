import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { TASK_STATUSES, type Task } from '../../../../../domain/tasks/task';
import { SortableTask } from '../dnd/SortableTask';
import { StatusColumn } from '../dnd/StatusColumn';
import { TaskDnd } from '../dnd/TaskDnd';
import type { TaskItemHandlers } from '../parts/TaskItem';
import { columnOf, type Move } from '../state/reorder';

export interface TaskViewProps extends TaskItemHandlers {
  tasks: Task[];
  zone: string;
  selected: ReadonlySet<string>;
  cursorId: string | null;
  editingId: string | null;
  onMove(taskId: string, move: Move): void;
}

function itemProps(props: TaskViewProps, task: Task, layout: 'row' | 'card') {
  const { tasks: _tasks, selected, cursorId, editingId, onMove: _onMove, ...handlers } = props;
  return {
    ...handlers,
    task,
    layout,
    selected: selected.has(task.id),
    cursor: cursorId === task.id,
    editing: editingId === task.id,
  };
}

/** The list: one ordered list, or grouped by status; drag to reorder (and, grouped, to change status). */
export function TaskListView(props: TaskViewProps & { grouped: boolean }) {
  const { tasks, grouped, onMove } = props;
  if (grouped) {
    return (
      <TaskDnd tasks={tasks} grouped onMove={onMove}>
        <div className="task-groups" data-testid="task-list">
          {TASK_STATUSES.map((status) => {
            const column = columnOf(tasks, status);
            if (!column.length) return null;
            return (
              <StatusColumn key={status} status={status} layout="group" taskIds={column.map((task) => task.id)}>
                {column.map((task) => (
                  <SortableTask key={task.id} column={status} {...itemProps(props, task, 'row')} />
                ))}
              </StatusColumn>
            );
          })}
        </div>
      </TaskDnd>
    );
  }
  return (
    <TaskDnd tasks={tasks} grouped={false} onMove={onMove}>
      <SortableContext items={tasks.map((task) => task.id)} strategy={verticalListSortingStrategy}>
        <div className="task-list" data-testid="task-list" role="list" aria-label="Tasks">
          {tasks.map((task) => (
            <div role="listitem" key={task.id}>
              <SortableTask column={null} {...itemProps(props, task, 'row')} />
            </div>
          ))}
        </div>
      </SortableContext>
    </TaskDnd>
  );
}

/** The board: a column per status; drag a card to another column to change its status. */
export function TaskBoardView(props: TaskViewProps) {
  const { tasks, onMove } = props;
  return (
    <TaskDnd tasks={tasks} grouped onMove={onMove}>
      <div className="task-board" data-testid="task-board">
        {TASK_STATUSES.map((status) => {
          const column = columnOf(tasks, status);
          return (
            <StatusColumn key={status} status={status} layout="column" taskIds={column.map((task) => task.id)}>
              {column.map((task) => (
                <SortableTask key={task.id} column={status} {...itemProps(props, task, 'card')} />
              ))}
              {column.length ? null : <p className="task-column-empty">Drop a task here</p>}
            </StatusColumn>
          );
        })}
      </div>
    </TaskDnd>
  );
}
