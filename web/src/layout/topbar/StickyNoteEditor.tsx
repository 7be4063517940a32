import { useEffect, useId, useRef, useState } from 'react';
import { Button, Flex, Input, Radio, Typography, theme } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { DEFAULT_STICKY_NOTE_COLOR, STICKY_NOTE_COLORS, type StickyNoteColor } from '../../../../domain/sticky-notes/colors';
import { isBlankNote, STICKY_NOTE_LIMITS, STICKY_NOTE_MESSAGES, type StickyNote } from '../../../../domain/sticky-notes/note';

interface Props {
  /** The note being edited, or null to write a new one. */
  editing: StickyNote | null;
  saving: boolean;
  onSave(input: { content: string; color: StickyNoteColor }): Promise<unknown>;
  onCancel(): void;
}

/** The text area and six colours of seed 001 §2: 'Add Note', or 'Update Note' and 'Cancel' while editing. */
export function StickyNoteEditor({ editing, saving, onSave, onCancel }: Props) {
  const { token } = theme.useToken();
  const [content, setContent] = useState('');
  const [color, setColor] = useState<StickyNoteColor>(DEFAULT_STICKY_NOTE_COLOR);
  const [blank, setBlank] = useState(false);
  const area = useRef<TextAreaRef>(null);
  const ids = { text: useId(), colours: useId(), error: useId() };

  useEffect(() => {
    setContent(editing?.content ?? '');
    setColor(editing?.color ?? DEFAULT_STICKY_NOTE_COLOR);
    setBlank(false);
    if (editing) area.current?.focus({ cursor: 'end' });
  }, [editing]);

  const submit = async () => {
    // Seed 001 §5: an empty or whitespace-only note is not saved.
    if (isBlankNote(content)) {
      setBlank(true);
      area.current?.focus();
      return;
    }
    try {
      await onSave({ content, color });
      setContent('');
      setColor(DEFAULT_STICKY_NOTE_COLOR);
    } catch {
      // The toast says what went wrong; the text stays for another try.
    }
  };

  return (
    <Flex vertical gap={12} data-testid="sticky-note-editor">
      <label htmlFor={ids.text} style={{ fontWeight: 600 }}>
        {editing ? 'Edit note' : 'New note'}
      </label>
      <Input.TextArea
        id={ids.text}
        ref={area}
        value={content}
        onChange={(event) => {
          setContent(event.target.value);
          if (blank) setBlank(false);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void submit();
        }}
        autoSize={{ minRows: 3, maxRows: 10 }}
        maxLength={STICKY_NOTE_LIMITS.content}
        showCount
        placeholder="Write a note…"
        status={blank ? 'error' : ''}
        aria-invalid={blank}
        aria-describedby={blank ? ids.error : undefined}
        data-testid="sticky-note-text"
      />
      {blank ? (
        <Typography.Text type="danger" id={ids.error} role="alert" style={{ marginTop: 8 }}>
          {STICKY_NOTE_MESSAGES.blank}
        </Typography.Text>
      ) : null}
      <div>
        <div id={ids.colours} style={{ marginBottom: 6 }}>
          Colour
        </div>
        <Radio.Group
          aria-labelledby={ids.colours}
          value={color}
          onChange={(event) => setColor(event.target.value as StickyNoteColor)}
          style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}
          data-testid="sticky-note-colors"
        >
          {STICKY_NOTE_COLORS.map((option) => (
            <Radio key={option.id} value={option.id} data-testid={`sticky-note-color-${option.id}`}>
              <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
                <span
                  aria-hidden
                  style={{ width: 16, height: 16, borderRadius: 4, background: option.hex, border: `1px solid ${token.colorBorder}`, display: 'inline-block' }}
                />
                {option.name}
              </span>
            </Radio>
          ))}
        </Radio.Group>
      </div>
      <Flex gap={8}>
        <Button type="primary" loading={saving} onClick={() => void submit()} data-testid="sticky-note-save">
          {editing ? 'Update Note' : 'Add Note'}
        </Button>
        {editing ? (
          <Button onClick={onCancel} data-testid="sticky-note-cancel">
            Cancel
          </Button>
        ) : null}
      </Flex>
    </Flex>
  );
}
