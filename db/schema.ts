import type { ProfilesTable, SessionsTable, UsersTable } from './tables/accounts';
import type { LoginThrottleTable } from './tables/login-throttle';
import type { AgentActionsTable, AgentsTable, AuditEntriesTable, TasksTable } from './tables/agents';
import type { AutomationEventsTable, AutomationRulesTable, AutomationRunsTable, AutomationsTable, AutomationVersionsTable } from './tables/automations';
import type { CalendarEventsTable, EmailAnalysesTable } from './tables/analysis';
import type { HealthProbesTable } from './tables/health';
import type { CalendarSourcesTable, TaskTemplatesTable, TimeBlockPlansTable, UserSettingsTable } from './tables/planning';
import type { WorkflowOutboxTable } from './tables/outbox';
import type { ChainDeadlinesTable, DeadlineAcceptancesTable, DeadlineChainsTable, DeadlineChangesTable } from './tables/deadlines';
import type { DemoFolderCountsTable, DemoLabelsTable, DemoMessagesTable, LinkedAccountsTable, OauthStatesTable } from './tables/mail';

/** Every table the application reads or writes, as Kysely sees it. */
export interface Database {
  users: UsersTable;
  profiles: ProfilesTable;
  sessions: SessionsTable;
  login_throttle: LoginThrottleTable;
  health_probes: HealthProbesTable;
  linked_accounts: LinkedAccountsTable;
  oauth_states: OauthStatesTable;
  demo_messages: DemoMessagesTable;
  demo_labels: DemoLabelsTable;
  demo_folder_counts: DemoFolderCountsTable;
  calendar_events: CalendarEventsTable;
  email_analyses: EmailAnalysesTable;
  agents: AgentsTable;
  agent_actions: AgentActionsTable;
  audit_entries: AuditEntriesTable;
  tasks: TasksTable;
  automations: AutomationsTable;
  automation_versions: AutomationVersionsTable;
  automation_runs: AutomationRunsTable;
  automation_events: AutomationEventsTable;
  automation_rules: AutomationRulesTable;
  workflow_outbox: WorkflowOutboxTable;
  user_settings: UserSettingsTable;
  task_templates: TaskTemplatesTable;
  calendar_sources: CalendarSourcesTable;
  time_block_plans: TimeBlockPlansTable;
  deadline_chains: DeadlineChainsTable;
  chain_deadlines: ChainDeadlinesTable;
  deadline_acceptances: DeadlineAcceptancesTable;
  deadline_changes: DeadlineChangesTable;
}
