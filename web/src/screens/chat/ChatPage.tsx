import { useRef, useState } from 'react';
import { Drawer } from 'antd';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { usePageTitle } from '../../navigation/usePageTitle';
import { AssistantModeBar } from '../legal/AssistantModeBar';
import { LegalArea } from '../legal/LegalArea';
import { legalRouteFromSplat } from '../legal/legalRoute';
import { ConversationPane } from './ConversationPane';
import { HistoryPane } from './history/HistoryPane';
import { ContextPanel } from './side/ContextPanel';
import { CHAT_ROOT, conversationIdFromSplat, conversationPath } from './state/chatRoute';
import { useChatSession } from './state/useChatSession';
import { useCleanupOnLoad } from './state/useCleanupOnLoad';
import { useElementWidth } from './state/useElementWidth';
import { useChatVars } from './useChatVars';
import './chat.css';

/** Below these widths of the chat area, the history and then the documents move into drawers. */
export const HISTORY_INLINE_MIN_PX = 760;
export const CONTEXT_INLINE_MIN_PX = 960;

/**
 * The assistant page: its top bar (sections and the professional mode switch), then the chat, or with
 * professional mode a legal tab (/ai-assistant/research, /drafting[/:documentId], /style).
 */
export function ChatPage() {
  const legal = legalRouteFromSplat(useParams()['*']);
  return (
    <div className="assistant-page">
      <AssistantModeBar active={legal?.tab ?? 'chat'} />
      {legal ? <LegalArea route={legal} /> : <ChatWorkspace />}
    </div>
  );
}

/** /ai-assistant (a new chat) and /ai-assistant/c/:conversationId: history, conversation, documents and sources. */
function ChatWorkspace() {
  usePageTitle('AI Assistant');
  useCleanupOnLoad();
  const vars = useChatVars();
  const rootRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(rootRef);
  const historyInline = width >= HISTORY_INLINE_MIN_PX;
  const contextInline = width >= CONTEXT_INLINE_MIN_PX;
  const [historyOpen, setHistoryOpen] = useState(false);
  const [contextOpen, setContextOpen] = useState(false);

  const conversationId = conversationIdFromSplat(useParams()['*']);
  const [searchParams] = useSearchParams();
  const assistantParam = searchParams.get('assistant');
  const navigate = useNavigate();
  const session = useChatSession(conversationId, assistantParam, (id) => void navigate(conversationPath(id)));

  const newChat = () => {
    session.resetDraft(null);
    setHistoryOpen(false);
    void navigate(CHAT_ROOT);
  };

  const history = (
    <HistoryPane activeId={conversationId} onNewChat={newChat} onOpen={() => setHistoryOpen(false)} onDeletedActive={() => void navigate(CHAT_ROOT)} />
  );
  const context = (
    <ContextPanel
      linked={session.linked}
      linkable={session.linkable}
      adding={session.linking}
      sources={session.lastSources}
      onAdd={session.addDocument}
      onRemove={session.removeDocument}
    />
  );
  const layoutClass = `chat-layout${historyInline ? ' chat-with-history' : ''}${contextInline ? ' chat-with-context' : ''}`;

  return (
    <div ref={rootRef} className="chat-screen" style={vars} data-testid="chat-screen">
      <div className={layoutClass}>
        {historyInline ? <aside className="chat-pane chat-history-pane">{history}</aside> : null}
        <ConversationPane
          session={session}
          conversationId={conversationId}
          onOpenHistory={historyInline ? null : () => setHistoryOpen(true)}
          onOpenContext={contextInline ? null : () => setContextOpen(true)}
        />
        {contextInline ? (
          <aside className="chat-pane chat-context-pane" aria-label="Documents and sources">
            {context}
          </aside>
        ) : null}
      </div>
      {historyInline ? null : (
        <Drawer title="Conversations" placement="left" open={historyOpen} onClose={() => setHistoryOpen(false)} size={320} className="chat-drawer" style={vars}>
          {history}
        </Drawer>
      )}
      {contextInline ? null : (
        <Drawer title="Documents and sources" placement="right" open={contextOpen} onClose={() => setContextOpen(false)} size={360} className="chat-drawer" style={vars}>
          {context}
        </Drawer>
      )}
      <div role="status" aria-live="polite" className="chat-visually-hidden" data-testid="chat-announcer">
        {session.announcement}
      </div>
    </div>
  );
}
