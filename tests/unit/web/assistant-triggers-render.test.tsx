import { describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { App } from 'antd';
import type { AssistantTriggerView } from '../../../domain/assistant-triggers/views';
import { AssistantTriggersPage } from '../../../web/src/screens/assistant-triggers/AssistantTriggersPage';
import { NewTriggerForm } from '../../../web/src/screens/assistant-triggers/NewTriggerForm';
import { assistantTriggerKeys } from '../../../web/src/screens/assistant-triggers/useAssistantTriggers';

// The mail accounts come from the app's own cache (browser-only); here the user has one.
vi.mock('../../../web/src/screens/email/state/useMailbox', () => ({
  useAccounts: () => ({ data: [{ id: 'account-1', email: 'me@firm.example', isDemo: false }], error: null, loading: false, reload: async () => {} }),
}));

const trigger: AssistantTriggerView = {
  automationId: 'auto-1',
  name: 'Deadline questions',
  enabled: true,
  assistant: { id: 'assistant-1', name: 'Claims Helper' },
  question: 'Which deadline applies?',
  event: { type: 'email', accountId: null, conditions: [{ field: 'email.subject', operator: 'contains', value: 'claim' }] },
  followUps: ['Create a task'],
  nextRun: null,
  updatedAt: '2026-11-24T10:00:00.000Z',
  recentRuns: [{ runId: 'run-1', status: 'completed', startedAt: '2026-11-24T10:00:00.000Z', endedAt: '2026-11-24T10:00:02.000Z', answer: 'File within one year.', sourceCount: 2, error: null }],
};

function render(node: React.ReactNode, triggers: AssistantTriggerView[] | undefined) {
  const client = new QueryClient();
  if (triggers) client.setQueryData(assistantTriggerKeys.list(), triggers);
  client.setQueryData(assistantTriggerKeys.assistants(), [{ id: 'assistant-1', name: 'Claims Helper', description: '' }]);
  return renderToString(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <App>{node}</App>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The screen's markup from known data (server-side rendering: no browser needed). */
describe('the assistant triggers screen', () => {
  it('lists a trigger with its assistant, event, question, follow-up and latest answer, linking to the run', () => {
    const html = render(<AssistantTriggersPage />, [trigger]);
    for (const text of ['Deadline questions', 'Claims Helper', 'A new e-mail arrives whose subject contains', 'Which deadline applies?', 'Create a task', 'File within one year.', 'From 2 passages']) {
      expect(html).toContain(text.replace(/"/g, '&quot;'));
    }
    expect(html).toContain('href="/automation/auto-1/runs/run-1"');
    expect(html).toContain('Open in the builder');
  });

  it('says so when there are none yet, and shows a loading state before the list arrives', () => {
    expect(render(<AssistantTriggersPage />, [])).toContain('No assistant triggers yet');
    expect(render(<AssistantTriggersPage />, undefined)).toContain('data-testid="assistant-triggers-loading"');
  });

  it('the form offers the three events, the question with its hint, and what to do with the answer', () => {
    const html = render(<NewTriggerForm submitting={false} error={null} onSubmit={() => {}} onCancel={() => {}} />, undefined);
    for (const text of ['A new e-mail arrives', 'On a schedule', 'Another app calls a web address', 'subject and body', 'Keep the answer here', 'Make the trigger', 'Any of my accounts']) expect(html).toContain(text);
  });
});
