/**
 * The automation API's shapes, shared by the Fastify routes (which declare matching TypeBox schemas)
 * and the web client. Times are ISO 8601 strings.
 *
 * Routes (all signed in unless stated):
 *   GET    /api/automations                                  { automations: AutomationSummary[] }
 *   POST   /api/automations               CreateAutomationBody   201 { automation: AutomationDetail }
 *   GET    /api/automations/:id                              { automation: AutomationDetail }
 *   PATCH  /api/automations/:id           UpdateAutomationBody   { automation: AutomationDetail }
 *   DELETE /api/automations/:id                              204
 *   GET    /api/automations/:id/versions                     { versions: VersionSummary[] }
 *   POST   /api/automations/:id/versions  SaveVersionBody    201 { automation, version: AutomationVersion }   400 invalid_definition + problems
 *   GET    /api/automations/:id/versions/:version            { version: AutomationVersion }
 *   POST   /api/automations/:id/versions/:version/restore    201 { automation, version }
 *   GET    /api/automations/:id/export                       AutomationExport (attachment)
 *   POST   /api/automations/import        AutomationExport    201 { automation }
 *   GET    /api/automation-templates                         { templates: TemplateSummary[] }
 *   GET    /api/automations/draft                            DraftAvailability (whether an AI key is configured)
 *   POST   /api/automations/draft         { description }    { definition, problems }  503 ai_not_configured / 502 invalid AI output
 *   GET    /api/automations/:id/webhook                      WebhookInfo
 *   POST   /api/automations/:id/webhook/rotate               WebhookInfo
 *   POST   /api/hooks/automations/:id     (no session; header X-Automation-Secret)  202 { eventId, status, runIds }
 *   GET    /api/automations/:id/schedule                     ScheduleInfo
 *   GET    /api/automations/:id/events                       { events: AutomationEventView[] }
 *   POST   /api/automations/:id/runs      StartRunBody           201 { run: RunSummary }   (run by hand with test input)
 *   GET    /api/automations/:id/runs                         { runs: RunSummary[] }
 *   GET    /api/automation-runs/:runId                       { run: RunDetail }
 *   POST   /api/automation-runs/:runId/cancel                { run: RunSummary }
 *   POST   /api/automation-runs/:runId/retry  { from: 'start' | 'failed_step' }  201 { run: RunSummary }
 *   GET    /api/automation-rules                             { rules: AutomationRuleView[] }
 *   POST   /api/automation-rules          RuleBody            201 { rule }
 *   PATCH  /api/automation-rules/:ruleId  Partial<RuleBody>   { rule }
 *   DELETE /api/automation-rules/:ruleId                     204
 */
import type { AutomationDefinition, Condition } from './definition';
import type { AutomationEventStatus, AutomationRule, RuleAction } from './event-rules';
import type { RunProgress, RunStatus, RunTriggerType } from './run-state';
import type { ValidationProblem } from './validate-context';

export type AutomationStatus = 'active' | 'inactive';

export interface AutomationSummary {
  id: string;
  name: string;
  description: string;
  status: AutomationStatus;
  /** 0 before the first save. */
  currentVersion: number;
  /** The trigger node type of the current version, if any (e.g. 'trigger.email_received'). */
  triggerType: string | null;
  templateName: string | null;
  lastRun: { runId: string; status: RunStatus; startedAt: string } | null;
  /** Schedule trigger only: the next run by seed 001 §4's rules, or null. */
  nextRun: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface AutomationDetail extends AutomationSummary {
  timeZone: string;
  /** The current version's definition; an automation never saved has an empty one. */
  definition: AutomationDefinition;
}

export interface CreateAutomationBody {
  name: string;
  description?: string;
  timeZone?: string;
  /** Start from a built-in template (its agents filled with the user's agents). */
  templateName?: string;
  /** Or from a definition (saved as version 1 when valid). */
  definition?: AutomationDefinition;
}

export interface UpdateAutomationBody {
  name?: string;
  description?: string;
  status?: AutomationStatus;
  timeZone?: string;
}

export interface SaveVersionBody {
  definition: AutomationDefinition;
  note?: string;
}

export interface VersionSummary {
  version: number;
  note: string;
  restoredFrom: number | null;
  createdAt: string;
  nodeCount: number;
  edgeCount: number;
  runCount: number;
}

export interface AutomationVersion extends VersionSummary {
  definition: AutomationDefinition;
}

/** The file an automation exports to and imports from. */
export interface AutomationExport {
  format: 'workspace-automation';
  formatVersion: 1;
  name: string;
  description: string;
  timeZone: string;
  exportedAt: string;
  definition: AutomationDefinition;
}

export interface TemplateSummary {
  name: string;
  description: string;
  category: string;
  popularity: number;
  triggerType: string;
  definition: AutomationDefinition;
}

export interface DraftAvailability {
  available: boolean;
  /** Why not, when it is not (no AI key). */
  message: string | null;
}

export interface DraftReply {
  definition: AutomationDefinition;
  problems: ValidationProblem[];
}

export interface WebhookInfo {
  /** Absolute URL to POST to. */
  url: string;
  secret: string;
  headerName: 'X-Automation-Secret';
}

export interface ScheduleInfo {
  timeZone: string;
  /** By seed 001 §4's rules (domain/automation/schedule.ts). */
  nextRun: string | null;
  /** Temporal's own next action times for the automation's schedule, when one exists. */
  temporalNextActions: string[];
  paused: boolean | null;
  /** Why the schedule could not be expressed as a Temporal Schedule spec, if so. */
  unsupported: string | null;
}

export interface AutomationEventView {
  id: string;
  triggerId: string;
  timestamp: string;
  status: AutomationEventStatus;
  processed: boolean;
  workflowRunIds: string[];
  error: string | null;
  data: unknown;
}

/**
 * Running an automation by hand. Its trigger data is built from the test input: for an e-mail trigger
 * the chosen message (as if it had just arrived), for a webhook `input` as the body, otherwise `input`.
 */
export interface StartRunBody {
  input?: unknown;
  email?: { accountId: string; messageId: string };
  /** Defaults to the current version. */
  version?: number;
}

export interface RunSummary {
  id: string;
  automationId: string;
  version: number;
  status: RunStatus;
  triggerType: RunTriggerType;
  startedAt: string;
  endedAt: string | null;
  durationMs: number | null;
  error: string | null;
  failedNodeId: string | null;
  retryOf: string | null;
  workflowId: string;
  /** Link to the run's workflow in the Temporal UI; null when no UI is configured. */
  workflowUrl: string | null;
}

export interface RunDetail extends RunSummary {
  triggerData: Record<string, unknown>;
  /** Live from the workflow while it runs, else as recorded at its end. */
  progress: RunProgress;
  /** The definition of the version it ran, so the canvas can show it as it was. */
  definition: AutomationDefinition;
}

/** Seed 001 §3 Rule, with the name the user gave it. */
export interface AutomationRuleView extends AutomationRule {
  name: string;
}

export interface RuleBody {
  name: string;
  conditions: Condition[];
  actions: RuleAction[];
  enabled?: boolean;
}

export const WEBHOOK_SECRET_HEADER = 'X-Automation-Secret';

/** What the agents' text actions run on: the configured AI model, or the built-in offline analysers. */
export interface AiRuntime {
  /** Whether a usable AI key is set up on the server. */
  aiAvailable: boolean;
  /** The model every agent's text actions use when aiAvailable; null otherwise. */
  model: string | null;
  /** One plain sentence saying what runs. */
  summary: string;
}

export const OFFLINE_RUNTIME_SUMMARY =
  'No AI key is set up, so agents run the built-in offline analysers and rules. The model settings take effect once a key is added.';

export function aiRuntimeOf(model: string | null): AiRuntime {
  return model
    ? { aiAvailable: true, model, summary: `Agents' text actions run on ${model}.` }
    : { aiAvailable: false, model: null, summary: OFFLINE_RUNTIME_SUMMARY };
}
