import { Badge, Button, Select, Skeleton, Tooltip, Typography, theme } from 'antd';
import { LockOutlined, NumberOutlined, PlusOutlined, UserOutlined } from '@ant-design/icons';
import { canManageTeam } from '../../../../../domain/teams/roles';
import type { DirectView, PageView, TeamView } from '../../../../../domain/teams/views';

interface TeamSidebarProps {
  teams: readonly TeamView[];
  team: TeamView | null;
  pages: readonly PageView[] | undefined;
  directs: readonly DirectView[] | undefined;
  activePageId: string | null;
  activeDmUserId: string | null;
  onSelectTeam: (teamId: string) => void;
  onSelectPage: (pageId: string) => void;
  onSelectDirect: (userId: string) => void;
  onCreateTeam: () => void;
  onCreatePage: () => void;
}

/** Teams (a switcher), the team's pages (lock for private, unread badge) and its direct conversations. */
export function TeamSidebar(props: TeamSidebarProps) {
  const { token } = theme.useToken();
  const { teams, team, pages, directs } = props;
  const activeStyle = { background: token.colorPrimaryBg, color: token.colorText, fontWeight: 600 };

  return (
    <nav aria-label="Teams, pages and direct messages" data-testid="teams-sidebar">
      <div className="teams-section-title">
        <Typography.Text strong id="teams-switcher-label">
          Team
        </Typography.Text>
        <Tooltip title="Create a team">
          <Button size="small" type="text" icon={<PlusOutlined aria-hidden />} aria-label="Create a team" onClick={props.onCreateTeam} data-testid="teams-create-team" />
        </Tooltip>
      </div>
      <Select
        aria-labelledby="teams-switcher-label"
        style={{ width: '100%', marginBottom: 12 }}
        value={team?.id}
        options={teams.map((each) => ({ value: each.id, label: each.name }))}
        onChange={props.onSelectTeam}
        data-testid="teams-switcher"
      />

      <div className="teams-section-title">
        <Typography.Text strong>Pages</Typography.Text>
        {team && canManageTeam(team.role) && (
          <Tooltip title="Create a page">
            <Button size="small" type="text" icon={<PlusOutlined aria-hidden />} aria-label="Create a page" onClick={props.onCreatePage} data-testid="teams-create-page" />
          </Tooltip>
        )}
      </div>
      {!pages ? (
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      ) : pages.length === 0 ? (
        <Typography.Paragraph type="secondary">No pages yet.</Typography.Paragraph>
      ) : (
        <ul className="teams-nav-list">
          {pages.map((page) => {
            const active = page.id === props.activePageId && !props.activeDmUserId;
            return (
              <li key={page.id}>
                <button
                  type="button"
                  className="teams-nav-item"
                  style={active ? activeStyle : undefined}
                  aria-current={active ? 'page' : undefined}
                  onClick={() => props.onSelectPage(page.id)}
                  data-testid="teams-page-link"
                >
                  {page.isPrivate ? <LockOutlined aria-label="Private" /> : <NumberOutlined aria-hidden />}
                  <span className="teams-nav-name">{page.name}</span>
                  {page.unread > 0 && <Badge count={page.unread} aria-label={`${page.unread} unread`} />}
                </button>
              </li>
            );
          })}
        </ul>
      )}

      <div className="teams-section-title">
        <Typography.Text strong>Direct messages</Typography.Text>
      </div>
      {!directs ? (
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      ) : directs.length === 0 ? (
        <Typography.Paragraph type="secondary">Invite someone to the team to message them.</Typography.Paragraph>
      ) : (
        <ul className="teams-nav-list">
          {directs.map((direct) => {
            const active = direct.userId === props.activeDmUserId;
            return (
              <li key={direct.userId}>
                <button
                  type="button"
                  className="teams-nav-item"
                  style={active ? activeStyle : undefined}
                  aria-current={active ? 'page' : undefined}
                  onClick={() => props.onSelectDirect(direct.userId)}
                  data-testid="teams-direct-link"
                >
                  <UserOutlined aria-hidden />
                  <span className="teams-nav-name">{direct.name}</span>
                  {direct.unread > 0 && <Badge count={direct.unread} aria-label={`${direct.unread} unread`} />}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </nav>
  );
}
