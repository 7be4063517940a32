import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as api from '../../../api/teams';
import type { ChannelRef } from '../../../api/teams';
import { teamsKeys } from './teamsKeys';

/** Every change refreshes the team's queries when it settles (the live channel tells the other browsers). */
export function useTeamActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: teamsKeys.all });
  // Called in a fixed order below, so the hooks keep their order.
  const mutation = <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
    useMutation({ mutationFn: (args: A) => run(...args), onSettled: refresh });

  return {
    createTeam: mutation(api.createTeam),
    updateTeam: mutation(api.updateTeam),
    deleteTeam: mutation(api.deleteTeam),
    createPage: mutation(api.createPage),
    updatePage: mutation(api.updatePage),
    deletePage: mutation(api.deletePage),
    addMember: mutation(api.addMember),
    setMemberRole: mutation(api.setMemberRole),
    removeMember: mutation(api.removeMember),
    addPageMember: mutation(api.addPageMember),
    removePageMember: mutation(api.removePageMember),
    postMessage: mutation(api.postMessage),
    editMessage: mutation(api.editMessage),
    deleteMessage: mutation(api.deleteMessage),
    createInvitation: mutation(api.createInvitation),
    revokeInvitation: mutation(api.revokeInvitation),
  };
}

export type TeamActions = ReturnType<typeof useTeamActions>;

/** Marks a channel read; refreshes only the unread counts (pages and direct conversations), not the messages. */
export function useMarkRead(teamId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (channel: ChannelRef) => api.markChannelRead(teamId, channel),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: teamsKeys.pages(teamId) });
      void queryClient.invalidateQueries({ queryKey: teamsKeys.directs(teamId) });
    },
  });
}
