/**
 * Seed 001 §5, the stored-notebook loader: a section is accepted only with id, title, blocks and order; a
 * block only with id, type and content; others are dropped. A missing notebook title becomes 'Untitled'.
 * Used to import a notebook saved as JSON.
 */

export const UNTITLED = 'Untitled';

export interface LoadedBlock {
  id: string;
  type: string;
  content: unknown;
  metadata: Record<string, unknown>;
}

export interface LoadedSection {
  id: string;
  title: string;
  order: number;
  blocks: LoadedBlock[];
}

export interface LoadedNotebook {
  title: string;
  description: string;
  tags: string[];
  isFavorite: boolean;
  isArchived: boolean;
  isPublic: boolean;
  isTemplate: boolean;
  icon: string | null;
  color: string | null;
  metadata: Record<string, unknown>;
  /** In their stored order (by `order`, ties kept as listed). */
  sections: LoadedSection[];
  /** How many sections and blocks were dropped, so the person can be told. */
  dropped: { sections: number; blocks: number };
}

const record = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

const present = (value: unknown) => value !== undefined && value !== null;
const isId = (value: unknown): value is string | number => (typeof value === 'string' && value.trim() !== '') || (typeof value === 'number' && Number.isFinite(value));
const text = (value: unknown, fallback = '') => (typeof value === 'string' ? value : fallback);
const flag = (value: unknown) => value === true;

/** A block is accepted only with id, type and content. */
export function acceptBlock(value: unknown): LoadedBlock | null {
  const block = record(value);
  if (!block || !isId(block.id) || typeof block.type !== 'string' || block.type.trim() === '' || !present(block.content)) return null;
  return { id: String(block.id), type: block.type, content: block.content, metadata: record(block.metadata) ?? {} };
}

/** A section is accepted only with id, title, blocks and order; its blocks are filtered in turn. */
export function acceptSection(value: unknown): { section: LoadedSection; droppedBlocks: number } | null {
  const section = record(value);
  if (!section || !isId(section.id) || typeof section.title !== 'string' || !Array.isArray(section.blocks)) return null;
  if (typeof section.order !== 'number' || !Number.isFinite(section.order)) return null;
  const blocks = section.blocks.map(acceptBlock).filter((block): block is LoadedBlock => block !== null);
  return { section: { id: String(section.id), title: section.title, order: section.order, blocks }, droppedBlocks: section.blocks.length - blocks.length };
}

/** The notebook as the loader accepts it, or null when the data is not an object at all. */
export function loadStoredNotebook(data: unknown): LoadedNotebook | null {
  const notebook = record(data);
  if (!notebook) return null;
  const rawSections = Array.isArray(notebook.sections) ? notebook.sections : [];
  const accepted = rawSections.map(acceptSection);
  const sections = accepted
    .filter((entry): entry is NonNullable<typeof entry> => entry !== null)
    .map((entry, index) => ({ ...entry, index }))
    .sort((a, b) => a.section.order - b.section.order || a.index - b.index);
  const title = text(notebook.title).trim();
  return {
    title: title === '' ? UNTITLED : title,
    description: text(notebook.description),
    tags: Array.isArray(notebook.tags) ? notebook.tags.filter((tag): tag is string => typeof tag === 'string') : [],
    isFavorite: flag(notebook.isFavorite),
    isArchived: flag(notebook.isArchived),
    isPublic: flag(notebook.isPublic),
    isTemplate: flag(notebook.isTemplate),
    icon: typeof notebook.icon === 'string' && notebook.icon ? notebook.icon : null,
    color: typeof notebook.color === 'string' && notebook.color ? notebook.color : null,
    metadata: record(notebook.metadata) ?? {},
    sections: sections.map((entry) => entry.section),
    dropped: {
      sections: rawSections.length - sections.length,
      blocks: sections.reduce((sum, entry) => sum + entry.droppedBlocks, 0),
    },
  };
}
