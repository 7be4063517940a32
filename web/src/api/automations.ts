import type {
  AutomationDetail,
  AutomationEventView,
  AutomationExport,
  AutomationRuleView,
  AutomationSummary,
  AutomationVersion,
  CreateAutomationBody,
  DraftAvailability,
  DraftReply,
  RuleBody,
  RunDetail,
  RunSummary,
  SaveVersionBody,
  ScheduleInfo,
  StartRunBody,
  TemplateSummary,
  UpdateAutomationBody,
  VersionSummary,
  WebhookInfo,
} from '../../../domain/automation/contract';
import type { MissingAgent } from '../../../domain/automation/templates';
import type { ValidationProblem } from '../../../domain/automation/validate-context';
import { AUTH_MESSAGES } from '../../../domain/errors';
import { ApiError, isApiErrorBody } from './ApiError';
import { apiRequest } from './client';

/** The automation API (domain/automation/contract.ts): automations, versions, runs, triggers and rules. */

const automationPath = (automationId: string) => `/api/automations/${encodeURIComponent(automationId)}`;
const runPath = (runId: string) => `/api/automation-runs/${encodeURIComponent(runId)}`;
const rulePath = (ruleId: string) => `/api/automation-rules/${encodeURIComponent(ruleId)}`;

/**
 * A refusal of a request that sent a definition: 400 invalid_definition with the problems to show on the
 * nodes, or (from a template) missing_agents with the kinds of agent to create first.
 */
export class DefinitionRejected extends ApiError {
  constructor(
    status: number,
    code: string,
    message: string,
    readonly problems: ValidationProblem[],
    readonly missingAgents: MissingAgent[],
  ) {
    super(status, code, message);
  }
}

const hasMessage = (value: unknown): value is { message: string } =>
  typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';

/** A list the refusal carries beside its error (problems, missingAgents), keeping the well-formed items. */
function listIn<T extends { message: string }>(payload: unknown, key: 'problems' | 'missingAgents'): T[] {
  const list = typeof payload === 'object' && payload !== null ? (payload as Record<string, unknown>)[key] : undefined;
  return Array.isArray(list) ? (list.filter(hasMessage) as T[]) : [];
}

/**
 * A POST like apiRequest's, with two things it lacks: a refusal keeps the validation problems of its
 * reply (ApiError carries only the code and message), and extra headers can be sent (a webhook's secret).
 */
async function post<T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...headers },
      credentials: 'include',
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', AUTH_MESSAGES.networkError);
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (response.ok) return payload as T;
  if (isApiErrorBody(payload)) throw new DefinitionRejected(response.status, payload.error.code, payload.error.message, listIn(payload, 'problems'), listIn(payload, 'missingAgents'));
  throw new ApiError(response.status, `HTTP_${response.status}`, `Request failed with status ${response.status}.`);
}

// Automations

export async function fetchAutomations(signal?: AbortSignal): Promise<AutomationSummary[]> {
  const reply = await apiRequest<{ automations: AutomationSummary[] }>('/api/automations', { signal });
  return reply.automations;
}

/** From nothing, a template or a definition; a definition is saved as version 1 when valid. */
export async function createAutomation(body: CreateAutomationBody): Promise<AutomationDetail> {
  const reply = await post<{ automation: AutomationDetail }>('/api/automations', body);
  return reply.automation;
}

export async function fetchAutomation(automationId: string, signal?: AbortSignal): Promise<AutomationDetail> {
  const reply = await apiRequest<{ automation: AutomationDetail }>(automationPath(automationId), { signal });
  return reply.automation;
}

export async function updateAutomation(automationId: string, changes: UpdateAutomationBody): Promise<AutomationDetail> {
  const reply = await apiRequest<{ automation: AutomationDetail }>(automationPath(automationId), { method: 'PATCH', body: changes });
  return reply.automation;
}

export async function deleteAutomation(automationId: string): Promise<void> {
  await apiRequest<void>(automationPath(automationId), { method: 'DELETE' });
}

// Versions

export async function fetchVersions(automationId: string, signal?: AbortSignal): Promise<VersionSummary[]> {
  const reply = await apiRequest<{ versions: VersionSummary[] }>(`${automationPath(automationId)}/versions`, { signal });
  return reply.versions;
}

export interface SavedVersion {
  automation: AutomationDetail;
  version: AutomationVersion;
}

/** Saves the definition as the next version; rejects with DefinitionRejected when it has problems. */
export function saveVersion(automationId: string, body: SaveVersionBody): Promise<SavedVersion> {
  return post<SavedVersion>(`${automationPath(automationId)}/versions`, body);
}

export async function fetchVersion(automationId: string, version: number, signal?: AbortSignal): Promise<AutomationVersion> {
  const reply = await apiRequest<{ version: AutomationVersion }>(`${automationPath(automationId)}/versions/${version}`, { signal });
  return reply.version;
}

/** Makes an older version current again, as a new version; rejects with DefinitionRejected when it no longer validates. */
export function restoreVersion(automationId: string, version: number): Promise<SavedVersion> {
  return post<SavedVersion>(`${automationPath(automationId)}/versions/${version}/restore`, {});
}

// Export, import, templates, drafts

export function exportAutomation(automationId: string): Promise<AutomationExport> {
  return apiRequest<AutomationExport>(`${automationPath(automationId)}/export`);
}

/** Rejects with DefinitionRejected when the file's definition has problems. */
export async function importAutomation(file: AutomationExport): Promise<AutomationDetail> {
  const reply = await post<{ automation: AutomationDetail }>('/api/automations/import', file);
  return reply.automation;
}

export async function fetchTemplates(signal?: AbortSignal): Promise<TemplateSummary[]> {
  const reply = await apiRequest<{ templates: TemplateSummary[] }>('/api/automation-templates', { signal });
  return reply.templates;
}

/** Whether the server can draft automations from a description (it has an AI key). */
export function fetchDraftAvailability(signal?: AbortSignal): Promise<DraftAvailability> {
  return apiRequest<DraftAvailability>('/api/automations/draft', { signal });
}

/** An automation drafted by the AI from a description; 503 ai_not_configured without a key, 502 on bad AI output. */
export function draftAutomation(description: string): Promise<DraftReply> {
  return apiRequest<DraftReply>('/api/automations/draft', { method: 'POST', body: { description } });
}

// Triggers

export function fetchWebhook(automationId: string, signal?: AbortSignal): Promise<WebhookInfo> {
  return apiRequest<WebhookInfo>(`${automationPath(automationId)}/webhook`, { signal });
}

/** A new secret; the old one stops working at once. */
export function rotateWebhookSecret(automationId: string): Promise<WebhookInfo> {
  return apiRequest<WebhookInfo>(`${automationPath(automationId)}/webhook/rotate`, { method: 'POST' });
}

export function fetchSchedule(automationId: string, signal?: AbortSignal): Promise<ScheduleInfo> {
  return apiRequest<ScheduleInfo>(`${automationPath(automationId)}/schedule`, { signal });
}

export async function fetchEvents(automationId: string, signal?: AbortSignal): Promise<AutomationEventView[]> {
  const reply = await apiRequest<{ events: AutomationEventView[] }>(`${automationPath(automationId)}/events`, { signal });
  return reply.events;
}

// Runs

/** Runs the automation by hand with test input. */
export async function startRun(automationId: string, body: StartRunBody): Promise<RunSummary> {
  const reply = await apiRequest<{ run: RunSummary }>(`${automationPath(automationId)}/runs`, { method: 'POST', body });
  return reply.run;
}

export async function fetchRuns(automationId: string, signal?: AbortSignal): Promise<RunSummary[]> {
  const reply = await apiRequest<{ runs: RunSummary[] }>(`${automationPath(automationId)}/runs`, { signal });
  return reply.runs;
}

export async function fetchRun(runId: string, signal?: AbortSignal): Promise<RunDetail> {
  const reply = await apiRequest<{ run: RunDetail }>(runPath(runId), { signal });
  return reply.run;
}

export async function cancelRun(runId: string): Promise<RunSummary> {
  const reply = await apiRequest<{ run: RunSummary }>(`${runPath(runId)}/cancel`, { method: 'POST' });
  return reply.run;
}

export type RetryFrom = 'start' | 'failed_step';

/** A new run of the same version: from the trigger, or from the step that failed with the earlier steps' outputs. */
export async function retryRun(runId: string, from: RetryFrom): Promise<RunSummary> {
  const reply = await apiRequest<{ run: RunSummary }>(`${runPath(runId)}/retry`, { method: 'POST', body: { from } });
  return reply.run;
}

// Rules

export async function fetchRules(signal?: AbortSignal): Promise<AutomationRuleView[]> {
  const reply = await apiRequest<{ rules: AutomationRuleView[] }>('/api/automation-rules', { signal });
  return reply.rules;
}

export async function createRule(body: RuleBody): Promise<AutomationRuleView> {
  const reply = await apiRequest<{ rule: AutomationRuleView }>('/api/automation-rules', { method: 'POST', body });
  return reply.rule;
}

export async function updateRule(ruleId: string, changes: Partial<RuleBody>): Promise<AutomationRuleView> {
  const reply = await apiRequest<{ rule: AutomationRuleView }>(rulePath(ruleId), { method: 'PATCH', body: changes });
  return reply.rule;
}

export async function deleteRule(ruleId: string): Promise<void> {
  await apiRequest<void>(rulePath(ruleId), { method: 'DELETE' });
}

// The webhook itself (no session: the secret header authorises the call)

export interface WebhookCallReply {
  eventId: string;
  status: string;
  runIds: string[];
}

/** Calls an automation's webhook as an outside service would, with its secret. */
export function callWebhook(info: WebhookInfo, body: unknown): Promise<WebhookCallReply> {
  // Same origin: the URL shown to the user may name the workspace's public address.
  const path = new URL(info.url, window.location.origin).pathname;
  return post<WebhookCallReply>(path, body, { [info.headerName]: info.secret });
}
