import type { Migration, MigrationProvider } from 'kysely';
import * as accounts from './2026_11_22_0001_accounts';
import * as healthProbes from './2026_11_22_0002_health_probes';
import * as mail from './2026_11_22_0003_mail';
import * as analysisCalendar from './2026_11_22_0004_analysis_calendar';
import * as demoFolderCounts from './2026_11_22_0005_demo_folder_counts';
import * as agentsAuditTasks from './2026_11_22_0006_agents_audit_tasks';
import * as automations from './2026_11_22_0007_automations';
import * as workflowOutbox from './2026_11_23_0001_workflow_outbox';
import * as loginThrottle from './2026_11_23_0002_login_throttle';
import * as demoCountsOnDelete from './2026_11_23_0003_demo_counts_on_delete';
import * as tasksCalendar from './2026_11_24_0001_tasks_calendar';
import * as deadlineChains from './2026_11_25_0001_deadline_chains';
import * as knowledgeDrive from './2026_11_26_0001_knowledge_drive';
import * as chatAssistants from './2026_11_27_0001_chat_assistants';
import * as liveEvents from './2026_11_28_0001_live_events';
import * as teams from './2026_11_28_0002_teams';
import * as notebooks from './2026_11_28_0003_notebooks';
import * as notifications from './2026_11_28_0004_notifications';
import * as agentWizardSwarms from './2026_11_29_0001_agent_wizard_swarms';
import * as learning from './2026_11_29_0002_learning';
import * as agentNotificationPreferences from './2026_11_29_0003_agent_notification_preferences';
import * as learningChecks from './2026_11_29_0004_learning_checks';
import * as legalResearch from './2026_11_30_0001_legal_research';
import * as chatLegalCitations from './2026_11_30_0002_chat_legal_citations';
import * as legalTemplateStarters from './2026_11_30_0004_legal_template_starters';
import * as workspaceSearch from './2026_12_01_0001_workspace_search';
import * as settingsAccount from './2026_12_01_0002_settings_account';
import * as voiceTheme from './2026_12_01_0003_voice_theme';
import * as mockMode from './2026_12_01_0004_mock_mode';
import * as mailDrafts from './2026_12_01_0005_mail_drafts';
import * as automationDrafts from './2026_12_01_0006_automation_drafts';
import * as matterCaseNumbers from './2026_12_07_0001_matter_case_numbers';
import * as deadlineChainSource from './2026_12_07_0002_deadline_chain_source';

/** Migrations are listed here (not read from disk) so they survive bundling. Names sort by time. */
const migrations: Record<string, Migration> = {
  '2026_11_22_0001_accounts': accounts,
  '2026_11_22_0002_health_probes': healthProbes,
  '2026_11_22_0003_mail': mail,
  '2026_11_22_0004_analysis_calendar': analysisCalendar,
  '2026_11_22_0005_demo_folder_counts': demoFolderCounts,
  '2026_11_22_0006_agents_audit_tasks': agentsAuditTasks,
  '2026_11_22_0007_automations': automations,
  '2026_11_23_0001_workflow_outbox': workflowOutbox,
  '2026_11_23_0002_login_throttle': loginThrottle,
  '2026_11_23_0003_demo_counts_on_delete': demoCountsOnDelete,
  '2026_11_24_0001_tasks_calendar': tasksCalendar,
  '2026_11_25_0001_deadline_chains': deadlineChains,
  '2026_11_26_0001_knowledge_drive': knowledgeDrive,
  '2026_11_27_0001_chat_assistants': chatAssistants,
  '2026_11_28_0001_live_events': liveEvents,
  '2026_11_28_0002_teams': teams,
  '2026_11_28_0003_notebooks': notebooks,
  '2026_11_28_0004_notifications': notifications,
  '2026_11_29_0001_agent_wizard_swarms': agentWizardSwarms,
  '2026_11_29_0002_learning': learning,
  '2026_11_29_0003_agent_notification_preferences': agentNotificationPreferences,
  '2026_11_29_0004_learning_checks': learningChecks,
  '2026_11_30_0001_legal_research': legalResearch,
  '2026_11_30_0002_chat_legal_citations': chatLegalCitations,
  '2026_11_30_0004_legal_template_starters': legalTemplateStarters,
  '2026_12_01_0001_workspace_search': workspaceSearch,
  '2026_12_01_0002_settings_account': settingsAccount,
  '2026_12_01_0003_voice_theme': voiceTheme,
  '2026_12_01_0004_mock_mode': mockMode,
  '2026_12_01_0005_mail_drafts': mailDrafts,
  '2026_12_01_0006_automation_drafts': automationDrafts,
  '2026_12_07_0001_matter_case_numbers': matterCaseNumbers,
  '2026_12_07_0002_deadline_chain_source': deadlineChainSource,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
