import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { PageRole, TeamRole } from '../../domain/teams/roles';

type CreatedAt = ColumnType<Date, Date | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | undefined, Date>;
type Json<T extends object> = JSONColumnType<T, string | undefined, string>;

export interface TeamsTable {
  id: Generated<string>;
  name: string;
  description: Generated<string>;
  owner_id: string;
  settings: Json<Record<string, unknown>>;
  is_default: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface TeamMembersTable {
  team_id: string;
  user_id: string;
  role: TeamRole;
  joined_at: CreatedAt;
}

export interface PagesTable {
  id: Generated<string>;
  team_id: string;
  name: string;
  description: Generated<string>;
  is_private: Generated<boolean>;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface PageMembersTable {
  page_id: string;
  user_id: string;
  role: PageRole;
  added_at: CreatedAt;
}

export interface TeamMessagesTable {
  id: Generated<string>;
  team_id: string;
  page_id: string | null;
  dm_pair: string | null;
  user_id: string;
  content: string;
  parent_message_id: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  edited_at: Date | null;
  deleted_at: Date | null;
}

export interface TeamActivityTable {
  id: Generated<string>;
  team_id: string;
  user_id: string | null;
  action: string;
  details: Json<Record<string, unknown>>;
  created_at: CreatedAt;
}

export interface TeamInvitationsTable {
  id: Generated<string>;
  team_id: string;
  token_hash: string;
  created_by: string;
  created_at: CreatedAt;
  expires_at: Date;
  revoked_at: Date | null;
}

export interface MessageReadsTable {
  user_id: string;
  channel_key: string;
  last_read_at: ColumnType<Date, Date | undefined, Date>;
}
