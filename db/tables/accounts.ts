import type { ColumnType, Generated, Selectable } from 'kysely';

type CreatedAt = ColumnType<Date, Date | undefined, never>;

export interface UsersTable {
  id: Generated<string>;
  email: string;
  password_hash: string;
  created_at: CreatedAt;
}

export interface ProfilesTable {
  id: string;
  email: string;
  full_name: string | null;
  avatar_url: string | null;
  subscription_plan: Generated<string>;
  subscription_type: Generated<string>;
  subscription_status: Generated<string>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface SessionsTable {
  id: Generated<string>;
  token_hash: string;
  user_id: string;
  created_at: CreatedAt;
  expires_at: Date;
  user_agent: string | null;
}

export type ProfileRow = Selectable<ProfilesTable>;
