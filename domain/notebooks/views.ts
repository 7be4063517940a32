/** What the API sends about notebooks (seed 001 §3), shared by server and browser. */
import type { TaskPriority } from '../tasks/task';

/** A rich block holds a Tiptap document; an AI block analyses its notebook. */
export const BLOCK_TYPES = ['text', 'ai'] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];
export const isBlockType = (value: unknown): value is BlockType => typeof value === 'string' && (BLOCK_TYPES as readonly string[]).includes(value);

/** A Tiptap (ProseMirror) JSON node. */
export interface RichNode {
  type: string;
  attrs?: Record<string, unknown>;
  content?: RichNode[];
  marks?: Array<{ type: string; attrs?: Record<string, unknown> }>;
  text?: string;
}

export interface SuggestedTask {
  id: string;
  title: string;
  description: string;
  /** §3: medium unless the model says otherwise. */
  priority: TaskPriority;
  /** Set once it was turned into a task. */
  taskId: string | null;
}

export interface SuggestedEvent {
  id: string;
  title: string;
  description: string;
  startDate: string;
  /** §3: one hour after the start. */
  endDate: string;
  eventId: string | null;
}

export type RelatedKind = 'related' | 'see-also';

export interface RelatedNotebook {
  type: 'notebook';
  id: string;
  title: string;
  /** §3: 0.8 for 'related' hits, 0.7 for 'see also' hits. */
  relevance: number;
  kind: RelatedKind;
  /** Cosine similarity of the two notebooks' embeddings. */
  similarity: number;
}

export interface SuggestedAction {
  type: 'task' | 'calendar' | 'ai';
  description: string;
  priority: 'low' | 'medium' | 'high';
}

/** An AI block's metadata (§3): its suggestions and related content, plus the analysis it last made. */
export interface AiBlockMetadata {
  suggestedTasks: SuggestedTask[];
  suggestedCalendarEvents: SuggestedEvent[];
  relatedContent: RelatedNotebook[];
  summary: string | null;
  keyTopics: string[];
  analyzedAt: string | null;
  /** Why the summary and suggestions are missing, when no AI model can be used. */
  needs: string | null;
}

export interface AiContext {
  summary: string | null;
  keyTopics: string[];
  relatedNotebooks: RelatedNotebook[];
  suggestedActions: SuggestedAction[];
}

export const EMPTY_AI_CONTEXT: AiContext = { summary: null, keyTopics: [], relatedNotebooks: [], suggestedActions: [] };

export interface NotebookBlock {
  id: string;
  sectionId: string;
  type: BlockType;
  /** Text blocks: a Tiptap document; AI blocks: {}. */
  content: unknown;
  metadata: Record<string, unknown>;
  order: number;
  createdAt: string;
  updatedAt: string;
}

export interface NotebookSection {
  id: string;
  title: string;
  order: number;
  blocks: NotebookBlock[];
  createdAt: string;
  updatedAt: string;
}

export interface NotebookSummary {
  id: string;
  title: string;
  description: string;
  tags: string[];
  isFavorite: boolean;
  isArchived: boolean;
  isPublic: boolean;
  isTemplate: boolean;
  icon: string | null;
  color: string | null;
  folderId: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
  lastModified: string;
  lastAccessed: string | null;
}

export interface Notebook extends NotebookSummary {
  metadata: Record<string, unknown>;
  aiContext: AiContext;
  sections: NotebookSection[];
}

export interface NotebookAiStatus {
  canGenerate: boolean;
  /** What is needed, when no model can be used. */
  reason: string | null;
}
