/** Routes, redirects, sidebar structure and shell constants of seed 000 §2 and §9. */

export const PRODUCT_NAME = 'Legal Workspace';

export const SIDEBAR_EXPANDED_WIDTH = '16rem';
export const SIDEBAR_COLLAPSED_WIDTH = 70;
export const AUTO_COLLAPSE_DELAY_MS = 500;
/** The sidebar collapses when the window is narrower than this. */
export const NARROW_BREAKPOINT_PX = 768;
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
export const SIDEBAR_STORAGE_KEY = 'sidebar-storage';

export const DEFAULT_ROUTE = '/dashboard';
export const LOGIN_ROUTE = '/auth/login';
export const AUTH_CALLBACK_ROUTE = '/auth/callback';
/** The older sign-in address; sign-out (forced or not) lands here. */
export const LEGACY_LOGIN_ROUTE = '/login';
export const CANVAS_ROUTE = '/canvas';
export const LOGIN_FROM_PARAM = 'from';

export const AUTO_NAVIGATE_TO_CANVAS_EVENT = 'auto-navigate-to-canvas';
export const AUTONOMOUS_NAVIGATION_EVENT = 'autonomous-navigation';

export interface NavItem {
  route: string;
  title: string;
  /** What the item leads to, for its tooltip. */
  description?: string;
}

export interface NavSection {
  title: string;
  items: readonly NavItem[];
}

const AGENTS_DESCRIPTION = 'Your AI agents: what each may do, how much it may do on its own, and how it has performed.';
const AUDIT_DESCRIPTION = 'Everything your agents did or propose to do; approve or reject what waits for you.';

/** The sidebar item whose badge counts the agent actions waiting for a decision. */
export const AUDIT_QUEUE_ROUTE = '/audit';

export const NAV_SECTIONS = [
  {
    title: 'Core',
    items: [
      { route: '/dashboard', title: 'Dashboard' },
      { route: '/email', title: 'Email' },
      { route: '/tasks', title: 'Tasks' },
      { route: '/calendar', title: 'Calendar' },
    ],
  },
  {
    title: 'AI Tools',
    items: [
      { route: '/ai-assistant', title: 'AI Assistant' },
      { route: '/assistant-store', title: 'Assistant Hub & Store' },
      { route: '/assistants', title: 'Assistants' },
      { route: '/knowledge', title: 'Knowledge Base' },
      { route: '/automation', title: 'Automation & Workflows' },
      { route: '/agents', title: 'Agents', description: AGENTS_DESCRIPTION },
      { route: '/audit', title: 'Audit Queue', description: AUDIT_DESCRIPTION },
      { route: '/integrations', title: 'Integrations' },
    ],
  },
  {
    title: 'Documents',
    // The spec names this item only as "the file drive".
    items: [
      { route: '/drive', title: 'Drive' },
      { route: '/notebooks', title: 'Notebooks' },
    ],
  },
  {
    title: 'Management',
    items: [{ route: '/teams', title: 'Teams' }],
  },
  {
    title: 'Settings',
    items: [
      { route: '/profile', title: 'Profile' },
      { route: '/settings', title: 'Settings' },
    ],
  },
] as const satisfies readonly NavSection[];

export type NavRoute = (typeof NAV_SECTIONS)[number]['items'][number]['route'];

/** Active when the current path equals the route or starts with the route plus a slash. */
export function isNavItemActive(currentPath: string, route: string): boolean {
  return currentPath === route || currentPath.startsWith(`${route}/`);
}

/**
 * Screens that stay mounted while a person moves between their own addresses (the teams screen keeps
 * its place, open dialogs and drafts while it moves from a team to its first page); every other screen
 * starts afresh on a new address, which also clears a crash.
 */
const SCREENS_KEPT_ACROSS_PATHS = ['/teams'] as const;

/** What identifies the page on screen: a new value remounts it. */
export function pageIdentity(pathname: string): string {
  return SCREENS_KEPT_ACROSS_PATHS.find((root) => pathname === root || pathname.startsWith(`${root}/`)) ?? pathname;
}

export interface Redirect {
  from: string;
  to: string;
}

export const REDIRECTS: readonly Redirect[] = [
  { from: '/', to: '/dashboard' },
  { from: '/workflow-demo', to: '/automation' },
  { from: '/agent-hub', to: '/assistant-store' },
  { from: '/marketplace', to: '/assistant-store' },
  { from: '/marketplace/store', to: '/assistant-store' },
];

export const UNKNOWN_PATH_REDIRECT = DEFAULT_ROUTE;

/** The target of an exact redirect, or null when the path has none. */
export function redirectFor(path: string): string | null {
  return REDIRECTS.find((redirect) => redirect.from === path)?.to ?? null;
}

export function isAuthPath(path: string): boolean {
  return isNavItemActive(path, '/auth');
}

/** Where an unauthenticated visitor is sent, carrying the path (and query) they came from. */
export function loginPathFor(from: string): string {
  return `${LOGIN_ROUTE}?${LOGIN_FROM_PARAM}=${encodeURIComponent(from)}`;
}

/**
 * Where to go after signing in: the `from` path when it is a path of this site
 * (not another origin, not a sign-in page), else the dashboard.
 */
export function loginRedirectTarget(from: string | null | undefined): string {
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return DEFAULT_ROUTE;
  const path = from.split(/[?#]/)[0] ?? '';
  if (isAuthPath(path) || path === LEGACY_LOGIN_ROUTE) return DEFAULT_ROUTE;
  return from;
}

/** The "auto-navigate to canvas" event moves the user to /canvas unless already there. */
export function shouldNavigateToCanvas(currentPath: string): boolean {
  return currentPath !== CANVAS_ROUTE;
}

export interface AutonomousNavigation {
  route: string;
  reason: string;
}

/** Reads the detail of an "autonomous navigation" event; null when it carries no usable route. */
export function parseAutonomousNavigation(detail: unknown): AutonomousNavigation | null {
  if (typeof detail !== 'object' || detail === null) return null;
  const { route, reason } = detail as Record<string, unknown>;
  if (typeof route !== 'string' || !route.startsWith('/') || route.startsWith('//')) return null;
  return { route, reason: typeof reason === 'string' ? reason : '' };
}

export interface ScreenRoute {
  /** A React Router path pattern. */
  path: string;
  title: string;
  /** What the screen holds; shown as its empty state until the screen is built. */
  description: string;
  /** False only for /teams/invite, which the spec leaves unguarded. */
  requiresAuth: boolean;
}

const PLAN_DESCRIPTION = 'Your subscription plan, its type and status, and the access it grants.';

export const SCREEN_ROUTES: readonly ScreenRoute[] = [
  { path: '/dashboard', title: 'Dashboard', description: 'A welcome and the status of the database, Temporal and the worker.' },
  { path: '/automation', title: 'Automation & Workflows', description: 'Automations drawn in the visual builder, their versions, schedules and runs on Temporal.' },
  {
    path: '/automation/:automationId',
    title: 'Automation builder',
    description: 'One automation on the canvas: its trigger and steps, saved versions, test runs, run history and trigger settings.',
  },
  { path: '/automation/:automationId/runs/:runId', title: 'Automation run', description: 'One run of an automation, step by step on the canvas, live while it runs.' },
  { path: '/email', title: 'Email', description: 'Your linked mail accounts with their folders and labels, a paged message list, message detail and a send form.' },
  { path: '/email/folder/:accountId/:folderId', title: 'Email folder', description: 'The messages of one folder or label of a linked mail account, page by page.' },
  { path: '/email/folder/:accountId/:folderId/:messageId', title: 'Email message', description: 'One message with its attachments, its AI analysis and the calendar event created from it.' },
  { path: '/calendar', title: 'Calendar', description: 'Your events by day, week (the default) or month, with overlays for tasks, automations and focus blocks.' },
  { path: '/enhancements', title: 'Enhancements', description: 'AI help for your tasks: duration estimates, schedule suggestions and proposed event times.' },
  { path: '/tasks', title: 'Tasks', description: 'Your task list with status, priority and due dates, filters, and templates such as Meeting, Research and Review.' },
  { path: '/drive', title: 'Drive', description: 'The files of your connected drive, folder by folder.' },
  { path: '/notebooks', title: 'Notebooks', description: 'Your notebooks of sections and blocks, with AI blocks that suggest tasks, events and related notebooks.' },
  { path: '/notebooks/:notebookId', title: 'Notebook', description: 'One notebook, its sections and blocks.' },
  { path: '/knowledge', title: 'Knowledge Base', description: 'Your documents and folders, searchable and available to the AI assistants as context.' },
  { path: '/knowledge/ai-processing', title: 'Knowledge processing', description: 'The progress of documents being read and embedded into the knowledge base.' },
  { path: '/launch-test', title: 'Launch test', description: 'Checks that the workspace and its connected services are ready.' },
  { path: '/integrations', title: 'Integrations', description: 'Connect and disconnect your mail, calendar and drive accounts (Gmail or IMAP).' },
  { path: '/ai-assistant/*', title: 'AI Assistant', description: 'Chat with the AI assistant, with your saved conversations; with professional mode on, case research, drafting from your templates, and your writing style.' },
  { path: '/assistant-store', title: 'Assistant Hub & Store', description: 'Ready-made assistants and agent templates you can add to your workspace.' },
  { path: '/agent-wizard', title: 'Agent wizard', description: 'Step-by-step setup of a new AI agent: its purpose, capabilities and which actions need your approval.' },
  { path: '/agents', title: 'Agents', description: AGENTS_DESCRIPTION },
  { path: '/agents/:agentId', title: 'Agent', description: "One agent's results, working hours, notifications and the log of what it did, with your feedback." },
  { path: '/audit', title: 'Audit Queue', description: AUDIT_DESCRIPTION },
  { path: '/configure-swarm', title: 'Configure swarm', description: 'Set up a group of AI agents that work together, starting from a template.' },
  { path: '/configure-swarm/:templateId', title: 'Configure swarm', description: 'Adjust the agents of the chosen swarm template before starting it.' },
  { path: '/teams/invite', title: 'Team invitation', description: 'Accept an invitation to join a team.', requiresAuth: false },
  { path: '/teams', title: 'Teams', description: 'The teams you belong to, with their members, pages and messages.' },
  { path: '/teams/:teamId', title: 'Team', description: "One team's members, pages and messages." },
  { path: '/teams/:teamId/:pageId', title: 'Team page', description: "One page of a team's shared space." },
  { path: '/profile', title: 'Profile', description: 'Your name, e-mail address and avatar.' },
  { path: '/plan-management', title: 'Plan management', description: PLAN_DESCRIPTION },
  { path: '/subscription', title: 'Subscription', description: PLAN_DESCRIPTION },
  { path: '/settings', title: 'Settings', description: 'Your workspace preferences: appearance, notifications and connected services.' },
  { path: '/assistants', title: 'Assistants', description: 'Your named AI assistants with their instructions, knowledge and avatars.' },
  { path: '/assistants/:id', title: 'Assistant', description: "One assistant's instructions, knowledge sources, triggers and avatar." },
  { path: '/assistant-triggers', title: 'Assistant triggers', description: 'The events and schedules that start your assistants.' },
  { path: '/test/gmail-token', title: 'Gmail token test', description: 'The state of your stored Gmail sign-in token: expiry, refresh and validity.' },
  { path: '/debug/drive', title: 'Drive diagnostics', description: 'Diagnostic requests against your connected drive.' },
  { path: '/debug/email', title: 'Email diagnostics', description: 'Diagnostic requests against your linked mail accounts.' },
  { path: CANVAS_ROUTE, title: 'Automation canvas', description: 'The automation canvas: open an automation in the visual builder, or start a new one.' },
].map((route): ScreenRoute => ({ requiresAuth: true, ...route }));

export function screenRouteFor(path: string): ScreenRoute | undefined {
  return SCREEN_ROUTES.find((route) => route.path === path);
}
