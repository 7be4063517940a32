import type { KeyboardEvent, ReactNode } from 'react';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { App, Button, Dropdown, Flex, Input, Tooltip } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, HolderOutlined, MoreOutlined, PlusOutlined, RobotOutlined } from '@ant-design/icons';
import type { NotebookBlock, NotebookSection } from '../../../../../domain/notebooks/views';

export interface SectionActions {
  renameSection(sectionId: string, title: string): void;
  deleteSection(sectionId: string): void;
  addBlock(sectionId: string, type: 'text' | 'ai'): void;
  moveBlock(blockId: string, sectionId: string, index: number): void;
  deleteBlock(blockId: string): void;
  renderBlock(block: NotebookBlock, label: string): ReactNode;
}

const INSTRUCTIONS =
  'To move a block, press Space or Enter on its handle, use the up and down arrow keys, then Space or Enter to drop it, or Escape to cancel. Alt with the up or down arrow moves it one place at once.';

function SortableBlock({ block, index, count, sectionId, actions }: { block: NotebookBlock; index: number; count: number; sectionId: string; actions: SectionActions }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: block.id });
  const label = `Block ${index + 1} of ${count}${block.type === 'ai' ? ' (AI)' : ''}`;
  const onHandleKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!event.altKey) return;
    if (event.key === 'ArrowUp' && index > 0) {
      event.preventDefault();
      actions.moveBlock(block.id, sectionId, index - 1);
    } else if (event.key === 'ArrowDown' && index < count - 1) {
      event.preventDefault();
      actions.moveBlock(block.id, sectionId, index + 1);
    }
  };
  return (
    <li ref={setNodeRef} style={{ transform: CSS.Translate.toString(transform), transition }} className={isDragging ? 'notebook-block is-dragging' : 'notebook-block'} data-block-id={block.id}>
      <div className="notebook-block-gutter">
        <Tooltip title="Drag to move (or Alt + arrow keys)">
          <button type="button" ref={setActivatorNodeRef} className="notebook-drag-handle" aria-label={`Move ${label}`} {...attributes} {...listeners} onKeyDownCapture={onHandleKey}>
            <HolderOutlined aria-hidden />
          </button>
        </Tooltip>
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              { key: 'up', icon: <ArrowUpOutlined />, label: 'Move up', disabled: index === 0 },
              { key: 'down', icon: <ArrowDownOutlined />, label: 'Move down', disabled: index === count - 1 },
              { key: 'delete', icon: <DeleteOutlined />, label: 'Delete block', danger: true },
            ],
            onClick: ({ key }) => {
              if (key === 'up') actions.moveBlock(block.id, sectionId, index - 1);
              if (key === 'down') actions.moveBlock(block.id, sectionId, index + 1);
              if (key === 'delete') actions.deleteBlock(block.id);
            },
          }}
        >
          <Button type="text" size="small" icon={<MoreOutlined />} aria-label={`Actions for ${label}`} />
        </Dropdown>
      </div>
      <div className="notebook-block-body">{actions.renderBlock(block, label)}</div>
    </li>
  );
}

/** A section: its title, its blocks (reorderable by drag or keyboard) and buttons to add blocks. */
export function SectionView({ section, actions }: { section: NotebookSection; actions: SectionActions }) {
  const { modal } = App.useApp();
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const ids = section.blocks.map((block) => block.id);
  const number = (id: unknown) => ids.indexOf(String(id)) + 1;
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    actions.moveBlock(String(active.id), section.id, ids.indexOf(String(over.id)));
  };
  return (
    <section className="notebook-section" aria-label={`Section ${section.title || 'without a title'}`}>
      <Flex gap={8} align="center">
        <Input
          key={`${section.id}:${section.title}`}
          className="notebook-section-title"
          variant="borderless"
          defaultValue={section.title}
          placeholder="Section title"
          aria-label="Section title"
          maxLength={300}
          onBlur={(event) => event.target.value !== section.title && actions.renameSection(section.id, event.target.value)}
          onPressEnter={(event) => event.currentTarget.blur()}
        />
        <Button
          type="text"
          icon={<DeleteOutlined />}
          aria-label={`Delete section ${section.title}`}
          onClick={() =>
            modal.confirm({
              title: `Delete the section “${section.title || 'Untitled'}”?`,
              content: 'Its blocks are deleted with it.',
              okText: 'Delete section',
              okButtonProps: { danger: true },
              onOk: () => actions.deleteSection(section.id),
            })
          }
        />
      </Flex>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          screenReaderInstructions: { draggable: INSTRUCTIONS },
          announcements: {
            onDragStart: ({ active }) => `Picked up block ${number(active.id)}.`,
            onDragOver: ({ active, over }) => (over ? `Block ${number(active.id)} is over place ${number(over.id)}.` : `Block ${number(active.id)} is not over a place.`),
            onDragEnd: ({ active, over }) => (over ? `Block ${number(active.id)} was dropped at place ${number(over.id)}.` : `Block ${number(active.id)} was dropped where it was.`),
            onDragCancel: ({ active }) => `Moving block ${number(active.id)} was cancelled.`,
          },
        }}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <ol className="notebook-blocks" aria-label={`Blocks of ${section.title || 'this section'}`}>
            {section.blocks.map((block, index) => (
              <SortableBlock key={block.id} block={block} index={index} count={section.blocks.length} sectionId={section.id} actions={actions} />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <Flex gap={8} wrap>
        <Button size="small" icon={<PlusOutlined />} onClick={() => actions.addBlock(section.id, 'text')}>
          Add text block
        </Button>
        <Button size="small" icon={<RobotOutlined />} onClick={() => actions.addBlock(section.id, 'ai')}>
          Add AI block
        </Button>
      </Flex>
    </section>
  );
}
