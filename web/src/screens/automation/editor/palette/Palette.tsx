import { memo, type DragEvent, type KeyboardEvent } from 'react';
import { Typography } from 'antd';
import { HolderOutlined, MessageOutlined } from '@ant-design/icons';
import type { NodeType } from '../../../../../../domain/automation/definition';
import { NODE_TYPES } from '../../../../../../domain/automation/node-types';
import { NODE_DRAG_MIME, NODE_VISUALS, PRESET_DRAG_MIME } from '../nodeVisuals';
import { ASK_ASSISTANT_PRESET, PRESETS } from './presets';

const GROUPS: ReadonlyArray<{ title: string; types: readonly NodeType[] }> = [
  { title: 'Triggers', types: ['trigger.manual', 'trigger.email_received', 'trigger.schedule', 'trigger.webhook'] },
  { title: 'Steps', types: ['condition', 'agent_action', 'approval', 'delay', 'end'] },
];

interface PaletteProps {
  /** Adds a node of the type in view (a click or Enter on an item, for those who do not drag). */
  onAdd(type: NodeType): void;
  /** Adds an "Ask an assistant" step (an agent step set up to ask one), when the editor offers it. */
  onAddAskAssistant?(): void;
}

function startDrag(event: DragEvent, type: NodeType): void {
  event.dataTransfer.setData(NODE_DRAG_MIME, type);
  event.dataTransfer.effectAllowed = 'move';
}

/** The node types to drag onto the canvas, triggers first. */
export const Palette = memo(function Palette({ onAdd, onAddAskAssistant }: PaletteProps) {
  const onKeyDown = (event: KeyboardEvent, type: NodeType) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onAdd(type);
  };
  const ask = PRESETS[ASK_ASSISTANT_PRESET];
  return (
    <nav className="ae-palette" aria-label="Steps to add">
      {GROUPS.map((group) => (
        <section key={group.title}>
          <Typography.Text type="secondary" className="ae-palette-title">
            {group.title}
          </Typography.Text>
          {group.types.map((type) => (
            <div
              key={type}
              className={`ae-palette-item ae-palette-item--${NODE_TYPES[type].kind}`}
              role="button"
              tabIndex={0}
              draggable
              title={`Drag onto the canvas, or press to add: ${NODE_VISUALS[type].hint.toLowerCase()}`}
              data-testid={`palette-${type}`}
              onDragStart={(event) => startDrag(event, type)}
              onClick={() => onAdd(type)}
              onKeyDown={(event) => onKeyDown(event, type)}
            >
              <span className="ae-palette-icon">{NODE_VISUALS[type].icon}</span>
              <span className="ae-palette-text">
                <span className="ae-palette-label">{NODE_TYPES[type].label}</span>
                <span className="ae-palette-hint">{NODE_VISUALS[type].hint}</span>
              </span>
              <HolderOutlined className="ae-palette-grip" />
            </div>
          ))}
        </section>
      ))}
      {onAddAskAssistant ? (
        <section>
          <Typography.Text type="secondary" className="ae-palette-title">
            Assistants
          </Typography.Text>
          <div
            className="ae-palette-item ae-palette-item--step"
            role="button"
            tabIndex={0}
            draggable
            title={`Drag onto the canvas, or press to add: ${ask.hint.toLowerCase()}`}
            data-testid="palette-ask-assistant"
            onDragStart={(event) => {
              startDrag(event, 'agent_action');
              event.dataTransfer.setData(PRESET_DRAG_MIME, ASK_ASSISTANT_PRESET);
            }}
            onClick={onAddAskAssistant}
            onKeyDown={(event) => {
              if (event.key !== 'Enter' && event.key !== ' ') return;
              event.preventDefault();
              onAddAskAssistant();
            }}
          >
            <span className="ae-palette-icon">
              <MessageOutlined />
            </span>
            <span className="ae-palette-text">
              <span className="ae-palette-label">{ask.label}</span>
              <span className="ae-palette-hint">{ask.hint}</span>
            </span>
            <HolderOutlined className="ae-palette-grip" />
          </div>
        </section>
      ) : null}
    </nav>
  );
});
