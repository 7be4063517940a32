/** What the assistants API returns (seed 001 §3 "Assistants"). */

export interface KnowledgeBaseItem {
  id: string;
  name: string;
  parent_folder_id: string | null;
}

export interface AssistantView {
  id: string;
  name: string;
  description: string;
  system_prompt: string;
  isActive: boolean;
  /** A data URL of the 150 px JPEG, or null. */
  avatar: string | null;
  type: string;
  capabilities: string[];
  /** The linked folders as items (seed: knowledgeBase). */
  knowledgeBase: KnowledgeBaseItem[];
  linkedFolders: string[];
  /** null: the workspace's configured model. */
  model: string | null;
  temperature: number;
  maxTokens: number;
  catalogueId: string | null;
  createdAt: string;
  updatedAt: string;
}
