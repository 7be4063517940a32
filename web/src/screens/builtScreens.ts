import type { ComponentType } from 'react';
import { AgentsPage } from './agents/AgentsPage';
import { AgentPage } from './agents/detail/AgentPage';
import { SwarmConfigurePage } from './agents/swarm/SwarmConfigurePage';
import { SwarmTemplatesPage } from './agents/swarm/SwarmTemplatesPage';
import { AgentWizardPage } from './agents/wizard/AgentWizardPage';
import { AssistantDetailPage } from './assistants/AssistantDetailPage';
import { AssistantsPage } from './assistants/AssistantsPage';
import { AssistantStorePage } from './assistant-store/AssistantStorePage';
import { AssistantTriggersPage } from './assistant-triggers/AssistantTriggersPage';
import { AuditPage } from './audit/AuditPage';
import { AutomationBuilderPage } from './automation/builder/AutomationBuilderPage';
import { AutomationListPage } from './automation/list/AutomationListPage';
import { AutomationRunPage } from './automation/run-page/AutomationRunPage';
import { CalendarPage } from './calendar/CalendarPage';
import { CanvasPage } from './canvas/CanvasPage';
import { ChatPage } from './chat/ChatPage';
import { DashboardPage } from './dashboard/DashboardPage';
import { EmailDebugPage } from './developer/EmailDebugPage';
import { GmailTokenTestPage } from './developer/GmailTokenTestPage';
import { LaunchTestPage } from './developer/LaunchTestPage';
import { DriveDebugPage } from './drive/DriveDebugPage';
import { DrivePage } from './drive/DrivePage';
import { EmailPage } from './email/EmailPage';
import { EnhancementsPage } from './enhancements/EnhancementsPage';
import { IntegrationsPage } from './integrations/IntegrationsPage';
import { KnowledgePage } from './knowledge/KnowledgePage';
import { ProcessingPage } from './knowledge/ProcessingPage';
import { NotebooksPage } from './notebooks/NotebooksPage';
import { PlanPage } from './plan/PlanPage';
import { ProfilePage } from './profile/ProfilePage';
import { SettingsPage } from './settings/SettingsPage';
import { TasksPage } from './tasks/TasksPage';
import { TeamInvitePage } from './teams/TeamInvitePage';
import { TeamsPage } from './teams/TeamsPage';

/** Screens that exist, by route path; every other route of SCREEN_ROUTES shows <ComingSoon>. */
export const BUILT_SCREENS: Readonly<Record<string, ComponentType>> = {
  '/dashboard': DashboardPage,
  '/automation': AutomationListPage,
  '/automation/:automationId': AutomationBuilderPage,
  '/automation/:automationId/runs/:runId': AutomationRunPage,
  '/email': EmailPage,
  '/email/folder/:accountId/:folderId': EmailPage,
  '/email/folder/:accountId/:folderId/:messageId': EmailPage,
  '/calendar': CalendarPage,
  '/tasks': TasksPage,
  '/teams': TeamsPage,
  '/teams/:teamId': TeamsPage,
  '/teams/:teamId/:pageId': TeamsPage,
  '/teams/invite': TeamInvitePage,
  '/knowledge': KnowledgePage,
  '/knowledge/ai-processing': ProcessingPage,
  '/enhancements': EnhancementsPage,
  '/agents': AgentsPage,
  '/agents/:agentId': AgentPage,
  '/agent-wizard': AgentWizardPage,
  '/configure-swarm': SwarmTemplatesPage,
  '/configure-swarm/:templateId': SwarmConfigurePage,
  '/audit': AuditPage,
  '/drive': DrivePage,
  '/notebooks': NotebooksPage,
  '/notebooks/:notebookId': NotebooksPage,
  '/debug/drive': DriveDebugPage,
  '/debug/email': EmailDebugPage,
  '/test/gmail-token': GmailTokenTestPage,
  '/launch-test': LaunchTestPage,
  '/canvas': CanvasPage,
  '/integrations': IntegrationsPage,
  '/settings': SettingsPage,
  '/assistants': AssistantsPage,
  '/assistants/:id': AssistantDetailPage,
  '/assistant-store': AssistantStorePage,
  '/assistant-triggers': AssistantTriggersPage,
  '/ai-assistant/*': ChatPage,
  '/profile': ProfilePage,
  '/plan-management': PlanPage,
  '/subscription': PlanPage,
};
