import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { DatabaseDriver, DatabaseHandle } from '../db/connection';
import { authRoutes } from './auth/routes';
import { healthRoutes } from './health/routes';
import { mailRoutes } from './mail/index';
import { gmailRoutes } from './mail/gmail-routes';
import { imapRoutes } from './mail/imap-routes';
import { calendarRoutes } from './calendar/routes';
import { agentRoutes } from './agents/routes';
import { auditRoutes } from './audit/routes';
import { errorsPlugin } from './plugins/errors';
import { errorResponsesPlugin } from './plugins/error-responses';
import { frameworkErrorOptions } from './plugins/framework-errors';
import { hostileInputPlugin } from './plugins/hostile-input/index';
import { buildValidator } from './plugins/validation';
import { openapiPlugin } from './plugins/openapi';
import { requireSchemasPlugin } from './plugins/require-schemas';
import { sameOriginPlugin } from './plugins/same-origin';
import { fileUploadsPlugin } from './plugins/file-uploads';
import { securityHeadersPlugin } from './plugins/security-headers';
import { sessionPlugin } from './plugins/session';
import { webPlugin } from './plugins/web';
import type { TemporalHandle } from './temporal/client';
import type { SecretBox } from '../activities/security/secret-box';
import type { GoogleConfig } from '../domain/mail/google-config';
import type { MailHostAllowList } from '../domain/mail/host-policy';
import type { AiConfig } from '../activities/ai/ai-config';
import { automationArea } from './automations/index';
import type { AreaOptions } from './area-options';
import type { Embedder } from '../activities/knowledge/embedder-types';
import { planningArea } from './planning/index';
import { settingsArea } from './settings/index';
import { accountArea } from './account/routes';
import { integrationsArea } from './integrations/index';
import { tasksArea } from './tasks/index';
import { deadlinesArea } from './deadlines/index';
import { Outbox } from './outbox/outbox';
import { knowledgeArea } from './knowledge/index';
import { assistantsArea } from './assistants';
import { chatArea } from './chat';
import { aiServiceArea } from './ai';
import { assistantTriggersArea } from './assistant-triggers';
import { driveArea } from './drive/index';
import { notificationsArea } from './notifications/index';
import { stickyNotesArea } from './sticky-notes/index';
import { liveArea } from './live/index';
import { notebooksArea } from './notebooks/index';
import { teamsArea } from './teams/index';
import { learningArea } from './learning/index';
import { legalArea } from './legal/index';
import { dashboardArea } from './dashboard/index';
import { searchArea } from './search/index';
import type { LegalServicesConfig } from '../domain/legal/services-config';
import { tokensArea } from './tokens/index';
import { voiceArea } from './voice/index';
import { developerArea } from './developer/index';
import { mockArea } from './mock/index';

export interface AppDeps {
  db: Kysely<Database>;
  driver: DatabaseDriver;
  /** The database's LISTEN (DatabaseHandle['listen']): the live channel's one listening connection. */
  listen: DatabaseHandle['listen'];
  temporal: TemporalHandle;
  webDir: string;
  cookieSecure: boolean;
  sessionTtlDays: number;
  /** Seals OAuth tokens and mail passwords at rest. */
  secrets: SecretBox;
  /** Null when Gmail linking is not configured. */
  google: GoogleConfig | null;
  /** Private mail-server addresses the administrator allows (MAIL_ALLOWED_HOSTS). */
  mailHosts: MailHostAllowList;
  /** The OpenAI-compatible service; without a key the AI-only features say they need one. */
  ai: AiConfig;
  /** Public base URL of the workspace (webhook URLs). */
  appUrl: string;
  /** Embeds knowledge-base queries (the worker embeds documents with its own instance). */
  embedder: Embedder;
  /** The public case-law services (CourtListener, the Caselaw Access Project's files). */
  legal: LegalServicesConfig;
}

/** The whole HTTP application; process entry points only add logging and listen. */
export async function buildApp(deps: AppDeps, options: FastifyServerOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    ...frameworkErrorOptions,
    ...options,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: 'array', allErrors: false } },
    schemaController: { compilersFactory: { buildValidator: buildValidator() } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  // Workflow starts and signals recorded with the rows they belong to, delivered after commit (crash-safe).
  const outbox = new Outbox(deps.db, deps.temporal, app.log);
  app.addHook('onReady', async () => outbox.relay.start());
  app.addHook('onClose', async () => outbox.relay.stop());

  await app.register(errorsPlugin);
  await app.register(hostileInputPlugin);
  await app.register(securityHeadersPlugin, { https: deps.cookieSecure });
  await app.register(sameOriginPlugin, { appUrl: deps.appUrl });
  await app.register(fileUploadsPlugin);
  await app.register(requireSchemasPlugin);
  await app.register(errorResponsesPlugin);
  await app.register(openapiPlugin);
  await app.register(sessionPlugin, { db: deps.db, cookieSecure: deps.cookieSecure });

  await app.register(authRoutes, { db: deps.db, cookieSecure: deps.cookieSecure, sessionTtlDays: deps.sessionTtlDays });
  await app.register(healthRoutes, { db: deps.db, driver: deps.driver, temporal: deps.temporal });
  await app.register(mailRoutes, { db: deps.db, secrets: deps.secrets, google: deps.google, mailHosts: deps.mailHosts, temporal: deps.temporal, outbox });
  await app.register(gmailRoutes, { db: deps.db, secrets: deps.secrets, google: deps.google });
  await app.register(imapRoutes, { db: deps.db, secrets: deps.secrets, mailHosts: deps.mailHosts });
  const areaOptions: AreaOptions = { db: deps.db, secrets: deps.secrets, google: deps.google, mailHosts: deps.mailHosts, temporal: deps.temporal, outbox, ai: deps.ai, appUrl: deps.appUrl, embedder: deps.embedder, legal: deps.legal };
  await app.register(calendarRoutes, areaOptions);
  await app.register(agentRoutes, areaOptions);
  await app.register(auditRoutes, areaOptions);
  await app.register(automationArea, areaOptions);
  await app.register(tasksArea, areaOptions);
  await app.register(settingsArea, areaOptions);
  await app.register(accountArea, { ...areaOptions, cookieSecure: deps.cookieSecure });
  await app.register(integrationsArea, areaOptions);
  await app.register(planningArea, areaOptions);
  await app.register(deadlinesArea, areaOptions);
  await app.register(knowledgeArea, areaOptions);
  await app.register(driveArea, areaOptions);
  await app.register(assistantsArea, areaOptions);
  await app.register(chatArea, areaOptions);
  await app.register(aiServiceArea, areaOptions);
  await app.register(assistantTriggersArea, areaOptions);
  await app.register(notificationsArea, areaOptions);
  await app.register(stickyNotesArea, areaOptions);
  await app.register(notebooksArea, areaOptions);
  await app.register(teamsArea, areaOptions);
  await app.register(learningArea, areaOptions);
  await app.register(legalArea, areaOptions);
  await app.register(dashboardArea, areaOptions);
  await app.register(searchArea, areaOptions);
  await app.register(tokensArea, areaOptions);
  await app.register(voiceArea, areaOptions);
  await app.register(developerArea, { ...areaOptions, driver: deps.driver });
  await app.register(mockArea, { ...areaOptions, cookieSecure: deps.cookieSecure });
  await app.register(liveArea, { ...areaOptions, listen: deps.listen });

  await app.register(webPlugin, { webDir: deps.webDir });
  return app;
}
