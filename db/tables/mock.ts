import type { Generated, Selectable } from 'kysely';

export type MockMode = 'true' | 'hybrid';
export type MockSampleKind = 'calendar_event' | 'task' | 'automation' | 'audit_entry' | 'mailbox';

export interface MockWorkspacesTable {
  user_id: string;
  mode: MockMode;
  /** When the demo session ends ('true' only). */
  expires_at: Date | null;
  created_at: Generated<Date>;
}

export interface MockSamplesTable {
  id: Generated<string>;
  user_id: string;
  kind: MockSampleKind;
  row_id: string;
  created_at: Generated<Date>;
}

export type MockWorkspaceRow = Selectable<MockWorkspacesTable>;
