import { useState, type ReactNode } from 'react';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { HolderOutlined } from '@ant-design/icons';
import type { Task, TaskStatus } from '../../../../../domain/tasks/task';
import { planDrop, type Move } from '../state/reorder';
import { taskCollision, taskKeyboardCoordinates } from './collision';

/** What each draggable and droppable carries: a task (in a column or the flat list) or a column. */
export interface DropData {
  type: 'task' | 'column';
  column: TaskStatus | null;
}

interface Props {
  tasks: readonly Task[];
  /** Columns by status (board, grouped list) or one flat list. */
  grouped: boolean;
  onMove(taskId: string, move: Move): void;
  children: ReactNode;
}

const INSTRUCTIONS =
  'To move a task, press Space or Enter on its handle, use the arrow keys to move it, then Space or Enter to drop it, or Escape to cancel.';

/** Drag and drop for the list and the board, by pointer and by keyboard, with spoken updates. */
export function TaskDnd({ tasks, grouped, onMove, children }: Props) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: taskKeyboardCoordinates }),
  );
  const [activeId, setActiveId] = useState<string | null>(null);
  const title = (id: UniqueIdentifier) => tasks.find((task) => task.id === id)?.title ?? 'the task';
  const place = (id: UniqueIdentifier, data: DropData | undefined) => {
    if (!data) return 'nowhere';
    if (data.type === 'column') return `the ${data.column} column`;
    return data.column && grouped ? `${title(id)} in ${data.column}` : title(id);
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${title(active.id)}.`,
    onDragOver: ({ active, over }) => (over ? `${title(active.id)} is over ${place(over.id, over.data.current as DropData)}.` : `${title(active.id)} is no longer over a place to drop.`),
    onDragEnd: ({ active, over }) => (over ? `${title(active.id)} was dropped on ${place(over.id, over.data.current as DropData)}.` : `${title(active.id)} was dropped where it was.`),
    onDragCancel: ({ active }) => `Moving ${title(active.id)} was cancelled.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setActiveId(null);
    if (!over) return;
    const data = over.data.current as DropData | undefined;
    const move = planDrop(tasks, {
      activeId: String(active.id),
      overId: data?.type === 'task' ? String(over.id) : null,
      column: grouped ? (data?.column ?? null) : null,
    });
    if (move) onMove(String(active.id), move);
  };

  const active = tasks.find((task) => task.id === activeId);
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={taskCollision}
      onDragStart={({ active: started }) => setActiveId(String(started.id))}
      onDragEnd={onDragEnd}
      onDragCancel={() => setActiveId(null)}
      accessibility={{ announcements, screenReaderInstructions: { draggable: INSTRUCTIONS } }}
    >
      {children}
      <DragOverlay>
        {active ? (
          <div className="task-drag-overlay">
            <HolderOutlined aria-hidden /> {active.title}
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
