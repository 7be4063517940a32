import { closestCorners, pointerWithin, rectIntersection, type CollisionDetection, type KeyboardCoordinateGetter } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { TASK_STATUSES } from '../../../../../domain/tasks/task';
import type { DropData } from './TaskDnd';

const dataOf = (container: { data: { current?: unknown } }) => container.data.current as DropData | undefined;

/**
 * Columns are tall, so "closest corners" alone would pick a card of the old column when a card
 * goes into an empty one. First find the column the dragged card is in (under the pointer, or
 * overlapping most when moved by keyboard), then the closest card of that column, else the column.
 */
export const taskCollision: CollisionDetection = (args) => {
  const columns = args.droppableContainers.filter((container) => dataOf(container)?.type === 'column');
  if (!columns.length) return closestCorners(args);

  if (args.pointerCoordinates) {
    const under = pointerWithin(args);
    const task = under.find((collision) => dataOf(args.droppableContainers.find((one) => one.id === collision.id)!)?.type === 'task');
    if (task) return [task];
    if (under.length) return under;
    return closestCorners(args);
  }

  const [column] = rectIntersection({ ...args, droppableContainers: columns });
  if (!column) return closestCorners(args);
  const status = dataOf(columns.find((one) => one.id === column.id)!)?.column;
  const cards = args.droppableContainers.filter((container) => {
    const data = dataOf(container);
    return data?.type === 'task' && data.column === status;
  });
  if (!cards.length) return [column];
  return closestCorners({ ...args, droppableContainers: cards });
};

/**
 * Left and right arrows move a card to the next status column (skipping those not shown);
 * up and down move it within its column, as dnd-kit's sortable lists do.
 */
export const taskKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const step = event.code === 'ArrowRight' ? 1 : event.code === 'ArrowLeft' ? -1 : 0;
  const { context } = args;
  const hasColumns = context.droppableContainers.getEnabled().some((container) => dataOf(container)?.type === 'column');
  if (!step || !hasColumns) return sortableKeyboardCoordinates(event, args);
  event.preventDefault();
  // Where the card is now, from the sensor's own coordinates: "over" may lag a fast second key press.
  const { x, y } = args.currentCoordinates;
  const under = TASK_STATUSES.find((status) => {
    const rect = context.droppableRects.get(`column:${status}`);
    return rect && x + 1 >= rect.left && x + 1 <= rect.left + rect.width && y + 1 >= rect.top && y + 1 <= rect.top + rect.height;
  });
  const current = under ?? (context.over ? dataOf(context.over) : undefined)?.column ?? (context.active ? dataOf(context.active) : undefined)?.column;
  if (!current) return args.currentCoordinates;
  for (let index = TASK_STATUSES.indexOf(current) + step; index >= 0 && index < TASK_STATUSES.length; index += step) {
    const rect = context.droppableRects.get(`column:${TASK_STATUSES[index]}`);
    if (rect) return { x: rect.left + 8, y: rect.top + 8 };
  }
  return args.currentCoordinates;
};
