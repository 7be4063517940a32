import { useEffect, useState } from 'react';
import { Alert, Button, Drawer, Empty, Flex, Spin, theme } from 'antd';
import type { ChannelRef } from '../../api/teams';
import { useCurrentUser } from '../../auth/sessionContext';
import { useMediaQuery } from '../../components/useMediaQuery';
import { usePageTitle } from '../../navigation/usePageTitle';
import { canManageTeam } from '../../../../domain/teams/roles';
import { selectAfterDelete, selectionAfterFailure, selectPage, selectTeam } from '../../../../domain/teams/selection';
import { ChannelHeader } from './ChannelHeader';
import { Composer } from './messages/Composer';
import { MessageList } from './messages/MessageList';
import { ThreadDrawer } from './messages/ThreadDrawer';
import { ActivityFeed } from './side/ActivityFeed';
import { MembersDrawer } from './side/MembersDrawer';
import { NameModal, PAGE_NAME_FORM, TEAM_NAME_FORM } from './side/TeamModals';
import { TeamSidebar } from './side/TeamSidebar';
import { useMarkRead, useTeamActions } from './state/useTeamActions';
import { useDirects, useMessages, usePages, useTeamList } from './state/useTeamsData';
import { useTeamRoute } from './state/useTeamRoute';
import './teams.css';

type Dialog = 'create-team' | 'create-page' | 'rename-team' | 'rename-page' | null;

/** /teams, /teams/:teamId and /teams/:teamId/:pageId: a Slack-like workspace of teams, pages and direct messages. */
export function TeamsPage() {
  usePageTitle('Teams');
  const user = useCurrentUser();
  const { token } = theme.useToken();
  const route = useTeamRoute();
  const narrow = !useMediaQuery('(min-width: 900px)');
  const actions = useTeamActions();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const [membersOpen, setMembersOpen] = useState(false);

  const teamsQuery = useTeamList();
  // On failure the list, the active team and page are cleared (seed 001 §4).
  const teams = teamsQuery.isError ? selectionAfterFailure().teams : (teamsQuery.data ?? []);
  const teamId = teamsQuery.isError ? null : selectTeam(teams, route.teamId);
  const team = teams.find((each) => each.id === teamId) ?? null;
  const pagesQuery = usePages(teamId);
  const directsQuery = useDirects(teamId);
  const pageId = route.dmUserId ? null : pagesQuery.data ? selectPage(pagesQuery.data, route.pageId) : route.pageId;
  const page = pagesQuery.data?.find((each) => each.id === pageId) ?? null;
  const dm = route.dmUserId ? (directsQuery.data?.find((each) => each.userId === route.dmUserId) ?? null) : null;
  const channel: ChannelRef | null = route.dmUserId ? { kind: 'dm', userId: route.dmUserId } : pageId ? { kind: 'page', pageId } : null;
  const messages = useMessages(teamId ?? '', teamId ? channel : null);
  const markRead = useMarkRead(teamId ?? '');

  // Keep the address on the active team and page: kept while present, else the first.
  useEffect(() => {
    if (!teamsQuery.data || teamId === null) return;
    // A team just joined or created may not be in the list yet: wait for the refetch before choosing another.
    if (teamId !== route.teamId && route.teamId && teamsQuery.isFetching) return;
    if (teamId !== route.teamId) return void route.go({ teamId }, true);
    if (route.pageId && pageId !== route.pageId && pagesQuery.isFetching) return;
    if (!route.dmUserId && pagesQuery.data && pageId !== route.pageId) void route.go({ teamId, pageId, view: route.view === 'activity' ? 'activity' : null }, true);
  }, [teamsQuery.data, teamsQuery.isFetching, teamId, route, pagesQuery.data, pagesQuery.isFetching, pageId]);

  // Viewing a channel marks it read (again whenever its messages change).
  const channelKey = channel ? JSON.stringify(channel) : null;
  useEffect(() => {
    if (teamId && channel && messages.isSuccess && route.view === 'messages') markRead.mutate(channel);
  }, [teamId, channelKey, messages.dataUpdatedAt, route.view]);

  const choose = (to: Parameters<typeof route.go>[0]) => {
    setSidebarOpen(false);
    void route.go(to);
  };

  if (teamsQuery.isPending) {
    return (
      <Flex justify="center" align="center" style={{ minHeight: 320 }}>
        <Spin description="Loading your teams…" />
      </Flex>
    );
  }
  if (teamsQuery.isError || !team) {
    return (
      <Alert
        type="error"
        showIcon
        title="Your teams could not be loaded."
        description={teamsQuery.error?.message ?? 'Please try again.'}
        action={<Button onClick={() => void teamsQuery.refetch()}>Try again</Button>}
        data-testid="teams-error"
      />
    );
  }

  const surface = { background: token.colorBgContainer, border: `1px solid ${token.colorBorderSecondary}` };
  const sidebar = (
    <TeamSidebar
      teams={teams}
      team={team}
      pages={pagesQuery.data}
      directs={directsQuery.data}
      activePageId={pageId}
      activeDmUserId={route.dmUserId}
      onSelectTeam={(id) => choose({ teamId: id })}
      onSelectPage={(id) => choose({ teamId: team.id, pageId: id })}
      onSelectDirect={(id) => choose({ teamId: team.id, dm: id })}
      onCreateTeam={() => setDialog('create-team')}
      onCreatePage={() => setDialog('create-page')}
    />
  );

  const onEdit = (message: { id: string }, content: string) => actions.editMessage.mutateAsync([team.id, message.id, content]);
  const onDelete = (message: { id: string }) => actions.deleteMessage.mutateAsync([team.id, message.id]);
  const channelName = dm ? dm.name : page ? page.name : '';

  let body;
  if (route.view === 'activity') {
    body = (
      <div className="teams-messages">
        <ActivityFeed teamId={team.id} />
      </div>
    );
  } else if (!channel) {
    body = pagesQuery.isPending ? (
      <Spin description="Loading pages…" />
    ) : (
      <Flex className="teams-messages" vertical align="center" justify="center">
        <Empty description="This team has no pages yet.">
          {canManageTeam(team.role) && (
            <Button type="primary" onClick={() => setDialog('create-page')}>
              Create a page
            </Button>
          )}
        </Empty>
      </Flex>
    );
  } else {
    body = (
      <>
        <MessageList
          key={channelKey}
          query={messages}
          currentUserId={user.id}
          emptyText={dm ? `No messages with ${dm.name} yet. Say hello.` : 'No messages yet. Start the conversation.'}
          onReply={(message) => void route.go({ teamId: team.id, pageId, dm: route.dmUserId, thread: message.id })}
          onEdit={onEdit}
          onDelete={onDelete}
        />
        <Composer
          key={channelKey}
          label={`Message ${channelName}`}
          placeholder={`Message ${channelName} — Markdown works; @name mentions someone`}
          onSend={(content) => actions.postMessage.mutateAsync([team.id, channel, content])}
        />
      </>
    );
  }

  return (
    <div className={`teams-screen${narrow ? ' teams-narrow' : ''}`} data-testid="teams-screen">
      {narrow ? (
        <Drawer placement="left" open={sidebarOpen} onClose={() => setSidebarOpen(false)} title="Teams" size={300}>
          {sidebar}
        </Drawer>
      ) : (
        <aside className="teams-sidebar" style={surface}>
          {sidebar}
        </aside>
      )}
      <main className="teams-main" style={surface} aria-label={channelName || team.name}>
        <ChannelHeader
          team={team}
          page={route.dmUserId ? null : page}
          dmName={dm?.name ?? (route.dmUserId ? 'Direct message' : null)}
          view={route.view}
          narrow={narrow}
          onOpenSidebar={() => setSidebarOpen(true)}
          onView={(view) => void route.go({ teamId: team.id, pageId, dm: route.dmUserId, view: view === 'activity' ? 'activity' : null })}
          onMembers={() => setMembersOpen(true)}
          onRenameTeam={() => setDialog('rename-team')}
          onRenamePage={() => setDialog('rename-page')}
          onDeleteTeam={async () => {
            await actions.deleteTeam.mutateAsync([team.id]);
            void route.go({ teamId: selectAfterDelete(teams, team.id, team.id) }, true);
          }}
          onDeletePage={async () => {
            if (!page) return;
            await actions.deletePage.mutateAsync([team.id, page.id]);
            void route.go({ teamId: team.id, pageId: selectAfterDelete(pagesQuery.data ?? [], page.id, page.id) }, true);
          }}
        />
        {body}
      </main>

      <ThreadDrawer
        teamId={team.id}
        messageId={route.threadId}
        currentUserId={user.id}
        narrow={narrow}
        onClose={() => void route.go({ teamId: team.id, pageId, dm: route.dmUserId })}
        onSend={(content, parentId) => (channel ? actions.postMessage.mutateAsync([team.id, channel, content, parentId]) : Promise.resolve())}
        onEdit={onEdit}
        onDelete={onDelete}
      />
      <MembersDrawer
        open={membersOpen}
        team={team}
        page={route.dmUserId ? null : page}
        currentUserId={user.id}
        actions={actions}
        narrow={narrow}
        onClose={() => setMembersOpen(false)}
        onLeft={() => {
          setMembersOpen(false);
          void route.go({ teamId: selectAfterDelete(teams, team.id, team.id) }, true);
        }}
      />
      <NameModal
        open={dialog === 'create-team'}
        title="Create a team"
        okText="Create team"
        {...TEAM_NAME_FORM}
        onCancel={() => setDialog(null)}
        onSubmit={async (values) => {
          const created = await actions.createTeam.mutateAsync([{ name: values.name, description: values.description ?? '' }]);
          setDialog(null);
          void route.go({ teamId: created.id });
        }}
      />
      <NameModal
        open={dialog === 'create-page'}
        title="Create a page"
        okText="Create page"
        withPrivacy
        {...PAGE_NAME_FORM}
        onCancel={() => setDialog(null)}
        onSubmit={async (values) => {
          const created = await actions.createPage.mutateAsync([team.id, { name: values.name, description: values.description ?? '', isPrivate: values.isPrivate ?? false }]);
          setDialog(null);
          void route.go({ teamId: team.id, pageId: created.id });
        }}
      />
      <NameModal
        open={dialog === 'rename-team'}
        title="Rename the team"
        okText="Save"
        initial={{ name: team.name, description: team.description }}
        {...TEAM_NAME_FORM}
        onCancel={() => setDialog(null)}
        onSubmit={async (values) => {
          await actions.updateTeam.mutateAsync([team.id, { name: values.name, description: values.description ?? '' }]);
          setDialog(null);
        }}
      />
      <NameModal
        open={dialog === 'rename-page' && page !== null}
        title="Rename the page"
        okText="Save"
        initial={page ? { name: page.name, description: page.description } : undefined}
        {...PAGE_NAME_FORM}
        onCancel={() => setDialog(null)}
        onSubmit={async (values) => {
          if (page) await actions.updatePage.mutateAsync([team.id, page.id, { name: values.name, description: values.description ?? '' }]);
          setDialog(null);
        }}
      />
    </div>
  );
}
