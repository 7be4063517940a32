import { closestCorners, pointerWithin, rectIntersection, type CollisionDetection } from '@dnd-kit/core';
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
