import { Type } from 'typebox';
import { STICKY_NOTE_COLOR_IDS } from '../../domain/sticky-notes/colors';
import { STICKY_NOTE_LIMITS } from '../../domain/sticky-notes/note';

const Color = Type.Unsafe<(typeof STICKY_NOTE_COLOR_IDS)[number]>({ type: 'string', enum: [...STICKY_NOTE_COLOR_IDS], description: 'One of the six pastel colours' });
/** Blank content is refused by the service with its own message (seed 001 §5), so the schema only bounds it. */
const Content = Type.String({ maxLength: STICKY_NOTE_LIMITS.content });

export const StickyNoteSchema = Type.Object({
  id: Type.String(),
  content: Type.String(),
  color: Color,
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});

export const StickyNoteReply = Type.Object({ note: StickyNoteSchema });
export const StickyNoteListReply = Type.Object({ notes: Type.Array(StickyNoteSchema, { description: 'Newest first' }) });
export const StickyNoteParams = Type.Object({ noteId: Type.String({ format: 'uuid' }) });

export const CreateStickyNoteBody = Type.Object({ content: Content, color: Type.Optional(Color) }, { additionalProperties: false });
export const UpdateStickyNoteBody = Type.Object({ content: Type.Optional(Content), color: Type.Optional(Color) }, { additionalProperties: false });
