import { describe, it, expect } from 'vitest';
import {
  pageIdentity,
  AUDIT_QUEUE_ROUTE,
  AUTO_COLLAPSE_DELAY_MS,
  AUTONOMOUS_NAVIGATION_EVENT,
  AUTO_NAVIGATE_TO_CANVAS_EVENT,
  CANVAS_ROUTE,
  DEFAULT_ROUTE,
  LEGACY_LOGIN_ROUTE,
  LOGIN_ROUTE,
  NARROW_BREAKPOINT_PX,
  NAV_SECTIONS,
  PRODUCT_NAME,
  REDIRECTS,
  SCREEN_ROUTES,
  SIDEBAR_COLLAPSED_WIDTH,
  SIDEBAR_EXPANDED_WIDTH,
  SIDEBAR_STORAGE_KEY,
  TOOLTIP_OPEN_DELAY_MS,
  TOOLTIP_SKIP_DELAY_MS,
  UNKNOWN_PATH_REDIRECT,
  isAuthPath,
  isNavItemActive,
  loginPathFor,
  loginRedirectTarget,
  parseAutonomousNavigation,
  redirectFor,
  screenRouteFor,
  shouldNavigateToCanvas,
  type NavItem,
} from '../../domain/navigation';

describe('constants', () => {
  it('match seed 000 §9', () => {
    expect(SIDEBAR_EXPANDED_WIDTH).toBe('16rem');
    expect(SIDEBAR_COLLAPSED_WIDTH).toBe(70);
    expect(AUTO_COLLAPSE_DELAY_MS).toBe(500);
    expect(NARROW_BREAKPOINT_PX).toBe(768);
    expect(TOOLTIP_OPEN_DELAY_MS).toBe(700);
    expect(TOOLTIP_SKIP_DELAY_MS).toBe(300);
    expect(SIDEBAR_STORAGE_KEY).toBe('sidebar-storage');
  });

  it('name the product and the routes of the shell', () => {
    expect(PRODUCT_NAME).toBe('Legal Workspace');
    expect(DEFAULT_ROUTE).toBe('/dashboard');
    expect(LOGIN_ROUTE).toBe('/auth/login');
    expect(LEGACY_LOGIN_ROUTE).toBe('/login');
    expect(AUTO_NAVIGATE_TO_CANVAS_EVENT).toBe('auto-navigate-to-canvas');
    expect(AUTONOMOUS_NAVIGATION_EVENT).toBe('autonomous-navigation');
  });
});

describe('sidebar sections', () => {
  it('lists the sections and items of §2 in order', () => {
    const summary = NAV_SECTIONS.map((section) => [section.title, section.items.map((item) => [item.route, item.title])]);
    expect(summary).toEqual([
      ['Core', [['/dashboard', 'Dashboard'], ['/email', 'Email'], ['/tasks', 'Tasks'], ['/calendar', 'Calendar']]],
      [
        'AI Tools',
        [
          ['/ai-assistant', 'AI Assistant'],
          ['/assistant-store', 'Assistant Hub & Store'],
          ['/assistants', 'Assistants'],
          ['/knowledge', 'Knowledge Base'],
          ['/automation', 'Automation & Workflows'],
          ['/agents', 'Agents'],
          ['/audit', 'Audit Queue'],
          ['/integrations', 'Integrations'],
        ],
      ],
      ['Documents', [['/drive', 'Drive'], ['/notebooks', 'Notebooks']]],
      ['Management', [['/teams', 'Teams']]],
      ['Settings', [['/profile', 'Profile'], ['/settings', 'Settings']]],
    ]);
  });

  it('describes the agent items, and the Audit Queue item is the one that counts pending actions', () => {
    const aiTools: readonly NavItem[] = NAV_SECTIONS.find((section) => section.title === 'AI Tools')?.items ?? [];
    const agents = aiTools.find((item) => item.route === '/agents');
    const audit = aiTools.find((item) => item.route === AUDIT_QUEUE_ROUTE);
    expect(agents?.description).toMatch(/agents/i);
    expect(audit?.title).toBe('Audit Queue');
    expect(audit?.description).toMatch(/approve or reject/i);
    expect(screenRouteFor('/agents')?.description).toBe(agents?.description);
    expect(screenRouteFor('/audit')?.description).toBe(audit?.description);
  });

  it('every sidebar item leads to a registered screen', () => {
    const items: readonly { route: string }[] = NAV_SECTIONS.flatMap((section): readonly { route: string }[] => section.items);
    for (const item of items) {
      const registered = SCREEN_ROUTES.some((route) => route.path === item.route || route.path === `${item.route}/*`);
      expect(registered, item.route).toBe(true);
    }
  });
});

describe('isNavItemActive', () => {
  it('is active on the route itself', () => {
    expect(isNavItemActive('/email', '/email')).toBe(true);
  });

  it('is active below the route', () => {
    expect(isNavItemActive('/email/folder/acc/INBOX', '/email')).toBe(true);
    expect(isNavItemActive('/ai-assistant/chat', '/ai-assistant')).toBe(true);
  });

  it('keeps Automation & Workflows active in the builder and on a run', () => {
    expect(isNavItemActive('/automation/3f2a', '/automation')).toBe(true);
    expect(isNavItemActive('/automation/3f2a/runs/9c1d', '/automation')).toBe(true);
    expect(isNavItemActive('/automations', '/automation')).toBe(false);
  });

  it('is not active on a route that merely shares a prefix', () => {
    expect(isNavItemActive('/assistants', '/assistant-store')).toBe(false);
    expect(isNavItemActive('/assistant-store', '/assistants')).toBe(false);
    expect(isNavItemActive('/emails', '/email')).toBe(false);
  });

  it('is not active elsewhere', () => {
    expect(isNavItemActive('/dashboard', '/email')).toBe(false);
    expect(isNavItemActive('/', '/dashboard')).toBe(false);
  });
});

describe('redirects', () => {
  it('lists the redirects of §2', () => {
    expect(REDIRECTS).toEqual([
      { from: '/', to: '/dashboard' },
      { from: '/workflow-demo', to: '/automation' },
      { from: '/agent-hub', to: '/assistant-store' },
      { from: '/marketplace', to: '/assistant-store' },
      { from: '/marketplace/store', to: '/assistant-store' },
    ]);
  });

  it('resolves exact paths only', () => {
    expect(redirectFor('/')).toBe('/dashboard');
    expect(redirectFor('/workflow-demo')).toBe('/automation');
    expect(redirectFor('/agent-hub')).toBe('/assistant-store');
    expect(redirectFor('/marketplace')).toBe('/assistant-store');
    expect(redirectFor('/marketplace/store')).toBe('/assistant-store');
    expect(redirectFor('/marketplace/other')).toBeNull();
    expect(redirectFor('/dashboard')).toBeNull();
  });

  it('sends unknown paths to the dashboard', () => {
    expect(UNKNOWN_PATH_REDIRECT).toBe('/dashboard');
  });

  it('never redirects to a path that is not a screen', () => {
    for (const { to } of REDIRECTS) expect(screenRouteFor(to), to).toBeDefined();
  });
});

describe('signed-in screens', () => {
  it('registers every signed-in route of §2', () => {
    expect(SCREEN_ROUTES.map((route) => route.path)).toEqual([
      '/dashboard',
      '/automation',
      '/automation/:automationId',
      '/automation/:automationId/runs/:runId',
      '/email',
      '/email/folder/:accountId/:folderId',
      '/email/folder/:accountId/:folderId/:messageId',
      '/calendar',
      '/enhancements',
      '/tasks',
      '/drive',
      '/notebooks',
      '/notebooks/:notebookId',
      '/knowledge',
      '/knowledge/ai-processing',
      '/launch-test',
      '/integrations',
      '/ai-assistant/*',
      '/assistant-store',
      '/agent-wizard',
      '/agents',
      '/agents/:agentId',
      '/audit',
      '/configure-swarm',
      '/configure-swarm/:templateId',
      '/teams/invite',
      '/teams',
      '/teams/:teamId',
      '/teams/:teamId/:pageId',
      '/profile',
      '/plan-management',
      '/subscription',
      '/settings',
      '/assistants',
      '/assistants/:id',
      '/assistant-triggers',
      '/test/gmail-token',
      '/debug/drive',
      '/debug/email',
      '/canvas',
    ]);
  });

  it('guards every screen except /teams/invite', () => {
    const unguarded = SCREEN_ROUTES.filter((route) => !route.requiresAuth).map((route) => route.path);
    expect(unguarded).toEqual(['/teams/invite']);
  });

  it('describes the assistant page with what professional mode adds', () => {
    expect(screenRouteFor('/ai-assistant/*')?.description).toMatch(/professional mode on, case research, drafting from your templates, and your writing style/);
  });

  it('gives every screen a title and a description', () => {
    for (const route of SCREEN_ROUTES) {
      expect(route.title.trim(), route.path).not.toBe('');
      expect(route.description.trim(), route.path).not.toBe('');
    }
  });

  it('has a builder and a run view under /automation, still reached from /workflow-demo', () => {
    expect(screenRouteFor('/automation/:automationId')?.title).toBe('Automation builder');
    expect(screenRouteFor('/automation/:automationId/runs/:runId')?.title).toBe('Automation run');
    expect(redirectFor('/workflow-demo')).toBe('/automation');
  });

  it("has a page for one agent, reached from the agents list rather than the sidebar", () => {
    expect(screenRouteFor('/agents/:agentId')?.title).toBe('Agent');
    const routes: readonly string[] = NAV_SECTIONS.flatMap((section): readonly { route: string }[] => section.items).map((item) => item.route);
    expect(routes).not.toContain('/agents/:agentId');
    expect(routes).not.toContain('/agent-wizard');
    expect(screenRouteFor('/configure-swarm/:templateId')).toBeDefined();
  });

  it('shows the same plan page under /plan-management and /subscription', () => {
    expect(screenRouteFor('/plan-management')?.description).toBe(screenRouteFor('/subscription')?.description);
  });
});

describe('sign-in addresses', () => {
  it('recognises paths under /auth', () => {
    expect(isAuthPath('/auth/login')).toBe(true);
    expect(isAuthPath('/auth/callback')).toBe(true);
    expect(isAuthPath('/auth')).toBe(true);
    expect(isAuthPath('/authors')).toBe(false);
    expect(isAuthPath('/login')).toBe(false);
  });

  it('carries the original path and query to the login page', () => {
    expect(loginPathFor('/tasks?status=Done')).toBe('/auth/login?from=%2Ftasks%3Fstatus%3DDone');
  });

  it('returns to the original path after sign-in', () => {
    expect(loginRedirectTarget('/tasks?status=Done')).toBe('/tasks?status=Done');
    expect(loginRedirectTarget(decodeURIComponent('%2Fcalendar'))).toBe('/calendar');
  });

  it('goes to the dashboard when there is no usable original path', () => {
    for (const from of [null, undefined, '', 'tasks', '//evil.test/x', '/\\evil.test', 'https://evil.test/', '/auth/login', '/auth/callback?x=1', '/login']) {
      expect(loginRedirectTarget(from), String(from)).toBe('/dashboard');
    }
  });
});

describe('navigation events', () => {
  it('navigates to the canvas unless already there', () => {
    expect(shouldNavigateToCanvas('/dashboard')).toBe(true);
    expect(shouldNavigateToCanvas('/canvas')).toBe(false);
  });

  it('makes /canvas a signed-in screen', () => {
    expect(screenRouteFor(CANVAS_ROUTE)).toMatchObject({ path: '/canvas', title: 'Automation canvas', requiresAuth: true });
  });

  it('reads the route and reason of an autonomous navigation', () => {
    expect(parseAutonomousNavigation({ route: '/tasks', reason: 'New task created' })).toEqual({
      route: '/tasks',
      reason: 'New task created',
    });
    expect(parseAutonomousNavigation({ route: '/tasks' })).toEqual({ route: '/tasks', reason: '' });
  });

  it('ignores an autonomous navigation without a usable route', () => {
    for (const detail of [null, undefined, 'tasks', {}, { route: 42 }, { route: 'tasks' }, { route: '//evil.test' }]) {
      expect(parseAutonomousNavigation(detail)).toBeNull();
    }
  });
});

describe('pageIdentity', () => {
  it('keeps the teams screen mounted across its own addresses and starts every other screen afresh', () => {
    expect(pageIdentity('/teams')).toBe('/teams');
    expect(pageIdentity('/teams/7c0e/3b1a')).toBe('/teams');
    expect(pageIdentity('/teamsroom')).toBe('/teamsroom');
    expect(pageIdentity('/email/folder/a/INBOX')).toBe('/email/folder/a/INBOX');
    expect(pageIdentity('/notebooks/1')).not.toBe(pageIdentity('/notebooks/2'));
  });
});
