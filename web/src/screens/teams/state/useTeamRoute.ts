import { useCallback, useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import type { ChannelRef } from '../../../api/teams';

/** The screen's place, all in the address: /teams/:teamId/:pageId, ?dm={userId} for a direct conversation, ?thread={messageId}. */
export function useTeamRoute() {
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const teamId = params.teamId ?? null;
  const pageId = params.pageId ?? null;
  const dmUserId = search.get('dm');
  const threadId = search.get('thread');
  const view = search.get('view') === 'activity' ? 'activity' : 'messages';

  const channel = useMemo<ChannelRef | null>(() => {
    if (dmUserId) return { kind: 'dm', userId: dmUserId };
    if (pageId) return { kind: 'page', pageId };
    return null;
  }, [dmUserId, pageId]);

  const go = useCallback(
    (to: { teamId: string | null; pageId?: string | null; dm?: string | null; thread?: string | null; view?: 'activity' | null }, replace = false) => {
      if (!to.teamId) return navigate('/teams', { replace });
      const query = new URLSearchParams();
      if (to.dm) query.set('dm', to.dm);
      if (to.thread) query.set('thread', to.thread);
      if (to.view) query.set('view', to.view);
      const path = to.pageId && !to.dm ? `/teams/${to.teamId}/${to.pageId}` : `/teams/${to.teamId}`;
      const text = query.toString();
      return navigate(text ? `${path}?${text}` : path, { replace });
    },
    [navigate],
  );

  return { teamId, pageId, dmUserId, threadId, view, channel, go } as const;
}
