import type { ColumnType, Generated } from 'kysely';

type Json<T> = ColumnType<T, string, string>;

export type OutboxIntentKind = 'start' | 'signal';

/** How a start treats an earlier workflow with the same id (Temporal's reuse and conflict policies). */
export interface OutboxStartOptions {
  workflowIdReusePolicy?: 'ALLOW_DUPLICATE' | 'ALLOW_DUPLICATE_FAILED_ONLY' | 'REJECT_DUPLICATE';
  workflowIdConflictPolicy?: 'FAIL' | 'USE_EXISTING';
}

export interface WorkflowOutboxTable {
  id: Generated<string>;
  kind: OutboxIntentKind;
  workflow_id: string;
  name: string;
  args: Json<unknown[]>;
  options: ColumnType<OutboxStartOptions, string | undefined, string>;
  attempts: Generated<number>;
  due_at: ColumnType<Date, Date | undefined, Date>;
  last_error: string | null;
  created_at: ColumnType<Date, Date | undefined, never>;
}
