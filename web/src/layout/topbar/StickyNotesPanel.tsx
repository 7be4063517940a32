import { useState } from 'react';
import { Alert, Button, Divider, Flex, Skeleton, Typography } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { STICKY_NOTE_INK, STICKY_NOTE_MUTED_INK, stickyNoteColor } from '../../../../domain/sticky-notes/colors';
import { formatNoteDate, type StickyNote } from '../../../../domain/sticky-notes/note';
import { errorMessage } from '../../api/ApiError';
import { useUserTimeZone } from '../../settings/useUserTimeZone';
import { StickyNoteEditor } from './StickyNoteEditor';
import { useStickyNoteActions, useStickyNotes } from './useStickyNotes';

/** Seed 001 §2: the sticky notes side panel. */
export const NO_NOTES_TEXT = 'No notes yet. Add your first note above.';

export function StickyNotesPanel() {
  const query = useStickyNotes(true);
  const actions = useStickyNoteActions();
  const zone = useUserTimeZone();
  const [editing, setEditing] = useState<StickyNote | null>(null);

  const save = async (input: Parameters<typeof actions.create.mutateAsync>[0]) => {
    if (editing) {
      await actions.update.mutateAsync({ noteId: editing.id, changes: input });
      setEditing(null);
    } else {
      await actions.create.mutateAsync(input);
    }
  };

  let list;
  if (query.error && !query.data) {
    list = (
      <Alert
        type="error"
        showIcon
        title="Could not load your notes"
        description={errorMessage(query.error)}
        action={<Button onClick={() => void query.refetch()}>Retry</Button>}
      />
    );
  } else if (!query.data) {
    list = <Skeleton active paragraph={{ rows: 3 }} />;
  } else if (query.data.length === 0) {
    list = (
      <Typography.Paragraph type="secondary" data-testid="sticky-notes-empty">
        {NO_NOTES_TEXT}
      </Typography.Paragraph>
    );
  } else {
    list = (
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 12 }} aria-label="Your notes" data-testid="sticky-notes-list">
        {query.data.map((note) => (
          <NoteCard
            key={note.id}
            note={note}
            zone={zone}
            editing={editing?.id === note.id}
            onEdit={() => setEditing(note)}
            onDelete={() => {
              if (editing?.id === note.id) setEditing(null);
              actions.remove.mutate(note.id);
            }}
          />
        ))}
      </ul>
    );
  }

  return (
    <Flex vertical gap={4}>
      <StickyNoteEditor editing={editing} saving={actions.create.isPending || actions.update.isPending} onSave={save} onCancel={() => setEditing(null)} />
      <Divider />
      {list}
    </Flex>
  );
}

interface CardProps {
  note: StickyNote;
  zone: string;
  editing: boolean;
  onEdit(): void;
  onDelete(): void;
}

/** A note in its pastel colour; its text always in dark ink, so it reads in both themes. */
function NoteCard({ note, zone, editing, onEdit, onDelete }: CardProps) {
  const ink = { color: STICKY_NOTE_INK };
  return (
    <li
      data-testid="sticky-note"
      data-color={note.color}
      style={{
        background: stickyNoteColor(note.color).hex,
        color: STICKY_NOTE_INK,
        borderRadius: 8,
        padding: 12,
        outline: editing ? `2px solid ${STICKY_NOTE_INK}` : 'none',
        boxShadow: '0 1px 3px rgba(0, 0, 0, 0.18)',
      }}
    >
      <div style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="sticky-note-content">
        {note.content}
      </div>
      <Flex justify="space-between" align="center" gap={8} wrap style={{ marginTop: 8 }}>
        <time dateTime={note.updatedAt} style={{ color: STICKY_NOTE_MUTED_INK, fontSize: 12 }} data-testid="sticky-note-date">
          {formatNoteDate(note.updatedAt, zone)}
        </time>
        <Flex gap={4}>
          <Button type="text" size="small" icon={<EditOutlined />} style={ink} onClick={onEdit} aria-pressed={editing}>
            Edit
          </Button>
          <Button type="text" size="small" icon={<DeleteOutlined />} style={ink} onClick={onDelete}>
            Delete
          </Button>
        </Flex>
      </Flex>
    </li>
  );
}
