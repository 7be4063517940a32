import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ChatStatusView } from '../../../domain/chat/views';
import { ChatPage } from '../../../web/src/screens/chat/ChatPage';
import { chatKeys } from '../../../web/src/screens/chat/state/chatKeys';
import { detail, message, source } from './fixtures';

const APOLOGY = 'I apologize, but I encountered an error while processing your request. Please try again later.';

const noModel: ChatStatusView = {
  canGenerate: false,
  reason: 'No AI key is set.',
  localModel: false,
  models: [{ id: 'fast', name: 'Fast model', provider: 'openai', capabilities: ['chat'], contextSize: 32000 }],
  defaultModel: 'fast',
};

/** The page rendered on the server side of React with a seeded cache: no requests, no effects. */
function renderAt(path: string, seed: (client: QueryClient) => void): string {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  seed(client);
  return renderToString(
    createElement(
      QueryClientProvider,
      { client },
      createElement(App, null, createElement(MemoryRouter, { initialEntries: [path] }, createElement(Routes, null, createElement(Route, { path: '/ai-assistant/*', element: createElement(ChatPage) })))),
    ),
  );
}

describe('ChatPage', () => {
  it('a new chat shows the welcome, example questions, the no-model banner and the message box', () => {
    const html = renderAt('/ai-assistant', (client) => client.setQueryData(chatKeys.status(), noModel));
    expect(html).toContain('data-testid="chat-welcome"');
    expect(html.match(/data-testid="chat-example"/g)).toHaveLength(4);
    expect(html).toContain('Replies need an AI model.');
    expect(html).toContain('No AI key is set.');
    expect(html).toContain('aria-label="Message"');
    expect(html).toContain('New chat');
  });

  it('an open conversation shows its messages in a log, with citations, errors and cut-off replies', () => {
    const conversation = detail([
      message({ id: 'q1', role: 'user', status: 'complete', content: 'When was the injury reported?' }),
      message({
        id: 'a1',
        status: 'complete',
        content: 'On March 3 [1].',
        sources: [source(1, { page: 2, documentTitle: 'Lopez notes' })],
        notices: [{ kind: 'retrieval-only', text: 'Writing an answer needs an AI model, and none is set up.' }],
      }),
      message({ id: 'q2', role: 'user', status: 'complete', content: 'And the deposition?' }),
      message({ id: 'a2', status: 'error', content: APOLOGY, error: 'Error: upstream closed' }),
      message({ id: 'q3', role: 'user', status: 'complete', content: 'Try again' }),
      message({ id: 'a3', status: 'interrupted', content: 'The deposition is' }),
    ]);
    const html = renderAt('/ai-assistant/c/c-1', (client) => {
      client.setQueryData(chatKeys.status(), noModel);
      client.setQueryData(chatKeys.conversation('c-1'), conversation);
    });
    expect(html).toContain('role="log"');
    expect(html).toContain('aria-busy="false"');
    expect(html).toContain('Lopez deposition');
    expect(html).toContain('When was the injury reported?');
    expect(html).toContain('aria-label="Source 1: Lopez notes, page 2"');
    expect(html).toContain('Writing an answer needs an AI model, and none is set up.');
    expect(html).toContain(APOLOGY);
    expect(html).toContain('Error: upstream closed');
    expect(html).toContain('This reply was cut off before it was finished.');
    // Regenerate is offered on the last reply only: the cut-off note's button (the earlier error has none).
    expect(html).not.toContain('data-testid="chat-regenerate"');
    expect(html.match(/data-testid="chat-status-regenerate"/g)).toHaveLength(1);
    expect(html).not.toContain('data-testid="chat-welcome"');
    // Every finished message can be copied; questions can be edited and sent again.
    expect(html.match(/data-testid="chat-copy"/g)).toHaveLength(6);
    expect(html.match(/data-testid="chat-edit-open"/g)).toHaveLength(3);
  });

  it('the last finished reply offers Regenerate in its footer', () => {
    const conversation = detail([
      message({ id: 'q1', role: 'user', status: 'complete', content: 'When?' }),
      message({ id: 'a1', status: 'complete', content: 'March 3.' }),
      message({ id: 'q2', role: 'user', status: 'complete', content: 'Where?' }),
      message({ id: 'a2', status: 'stopped', content: 'In Fres' }),
    ]);
    const html = renderAt('/ai-assistant/c/c-1', (client) => client.setQueryData(chatKeys.conversation('c-1'), conversation));
    expect(html.match(/data-testid="chat-regenerate"/g)).toHaveLength(1);
    expect(html).toContain('Stopped');
    expect(html).toContain('In Fres');
  });

  it('a reply being written marks the log busy and offers Stop instead of Send', () => {
    const conversation = detail([
      message({ id: 'q1', role: 'user', status: 'complete', content: 'When?' }),
      message({ id: 'a1', status: 'streaming', content: 'On Mar' }),
    ]);
    const html = renderAt('/ai-assistant/c/c-1', (client) => {
      client.setQueryData(chatKeys.status(), { ...noModel, canGenerate: true, reason: null });
      client.setQueryData(chatKeys.conversation('c-1'), conversation);
    });
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('aria-label="Stop"');
    expect(html).not.toContain('aria-label="Send"');
    expect(html).not.toContain('Replies need an AI model.');
  });
});
