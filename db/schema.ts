import type { LoginAttemptsTable, ProfilesTable, SessionsTable, UsersTable } from './tables/accounts';
import type { HealthProbesTable } from './tables/health';

/** Every table the application reads or writes, as Kysely sees it. */
export interface Database {
  users: UsersTable;
  profiles: ProfilesTable;
  sessions: SessionsTable;
  login_attempts: LoginAttemptsTable;
  health_probes: HealthProbesTable;
}
