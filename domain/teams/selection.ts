/**
 * Which team and page are active (seed 001 §4): the active one is kept while it is still there,
 * else the first is chosen; a failed load clears everything; deleting the active one selects the
 * first remaining. Pure functions over ids, shared by the screen and the tests.
 */
interface HasId {
  readonly id: string;
}

export interface TeamSelection {
  teamId: string | null;
  pageId: string | null;
}

/** The active team after the list loaded: kept if still present, else the first (null when none). */
export function selectTeam(teams: readonly HasId[], activeTeamId: string | null | undefined): string | null {
  if (activeTeamId && teams.some((team) => team.id === activeTeamId)) return activeTeamId;
  return teams[0]?.id ?? null;
}

/** The active page of the active team: kept if still in the team, else the first (null when none). */
export function selectPage(pages: readonly HasId[], activePageId: string | null | undefined): string | null {
  if (activePageId && pages.some((page) => page.id === activePageId)) return activePageId;
  return pages[0]?.id ?? null;
}

/** On failure the teams list, the active team and the active page are cleared. */
export function selectionAfterFailure(): { teams: readonly never[] } & TeamSelection {
  return { teams: [], teamId: null, pageId: null };
}

/** After deleting `deletedId`: the active one stays unless it was deleted, then the first remaining. */
export function selectAfterDelete(items: readonly HasId[], deletedId: string, activeId: string | null | undefined): string | null {
  const remaining = items.filter((item) => item.id !== deletedId);
  if (activeId && activeId !== deletedId && remaining.some((item) => item.id === activeId)) return activeId;
  return remaining[0]?.id ?? null;
}

/** Messages are shown only while a page is active; with none they are cleared. */
export function shouldLoadMessages(selection: TeamSelection): boolean {
  return selection.teamId !== null && selection.pageId !== null;
}
