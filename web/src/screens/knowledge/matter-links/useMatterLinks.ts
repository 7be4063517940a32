import { useQuery } from '@tanstack/react-query';
import { fetchMatterLinks } from '../../../api/matterLinks';

/**
 * Keys of a matter's linked mail, hearings and tasks. They sit under the knowledge base's keys, so a folder
 * change (new case numbers) refreshes them; mail, calendar, task and deadline live events do too
 * (web/src/live/invalidations.ts).
 */
export const matterLinkKeys = {
  all: ['knowledge', 'matter-links'] as const,
  matter: (matterId: string) => [...matterLinkKeys.all, matterId] as const,
};

export function useMatterLinks(matterId: string) {
  return useQuery({ queryKey: matterLinkKeys.matter(matterId), queryFn: ({ signal }) => fetchMatterLinks(matterId, signal) });
}
