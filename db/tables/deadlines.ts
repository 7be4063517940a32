import type { ColumnType, Generated, Selectable } from 'kysely';
import type { DeadlineExplanation } from '../../domain/deadlines/index';
import type { ChainSource } from '../../domain/deadline-chains/waiting';

type CreatedAt = ColumnType<Date, Date | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | undefined, Date>;

export type ChainStatus = 'proposed' | 'accepted' | 'dismissed';

export interface DeadlineChainsTable {
  id: Generated<string>;
  user_id: string;
  case_number: string | null;
  hearing_event_id: string | null;
  hearing_title: Generated<string>;
  trigger_kind: string;
  /** 'YYYY-MM-DD'. */
  trigger_date: string;
  hearing_type: string | null;
  service_method: Generated<string>;
  status: Generated<ChainStatus>;
  pending_trigger_date: string | null;
  /** The notice the chain was proposed from. */
  source: ColumnType<ChainSource | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ChainDeadlinesTable {
  id: Generated<string>;
  chain_id: string;
  user_id: string;
  rule_id: string;
  title: string;
  kind: 'deadline' | 'task';
  due_date: string;
  position: Generated<number>;
  explanation: ColumnType<DeadlineExplanation, string, string>;
  state: Generated<ChainStatus>;
  calendar_event_id: string | null;
  task_id: string | null;
  edited_by_hand_at: Date | null;
  completed_at: Date | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface DeadlineAcceptancesTable {
  user_id: string;
  scope: 'matter' | 'rule';
  key: string;
  created_at: CreatedAt;
}

export interface DeadlineChangesTable {
  id: Generated<string>;
  user_id: string;
  chain_id: string;
  deadline_id: string | null;
  action: string;
  old_date: string | null;
  new_date: string | null;
  note: string | null;
  at: CreatedAt;
  by: 'person' | 'analysis';
}

export type DeadlineChainRow = Selectable<DeadlineChainsTable>;
export type ChainDeadlineRow = Selectable<ChainDeadlinesTable>;
export type DeadlineChangeRow = Selectable<DeadlineChangesTable>;
