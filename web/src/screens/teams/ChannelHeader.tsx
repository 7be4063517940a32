import { App, Button, Dropdown, Segmented, Typography, type MenuProps } from 'antd';
import { LockOutlined, MenuOutlined, MoreOutlined, NumberOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { canManageTeam } from '../../../../domain/teams/roles';
import type { PageView, TeamView } from '../../../../domain/teams/views';

interface ChannelHeaderProps {
  team: TeamView;
  page: PageView | null;
  dmName: string | null;
  view: 'messages' | 'activity';
  narrow: boolean;
  onOpenSidebar: () => void;
  onView: (view: 'messages' | 'activity') => void;
  onMembers: () => void;
  onRenameTeam: () => void;
  onDeleteTeam: () => Promise<unknown>;
  onRenamePage: () => void;
  onDeletePage: () => Promise<unknown>;
}

/** Where you are (page or person), messages or activity, members, and the team's and page's menu. */
export function ChannelHeader(props: ChannelHeaderProps) {
  const { modal } = App.useApp();
  const { team, page, dmName } = props;
  const manager = canManageTeam(team.role);
  const pageAdmin = page !== null && (manager || page.pageRole === 'admin_of_page');

  const items: MenuProps['items'] = [];
  if (pageAdmin && !dmName) {
    items.push({ key: 'rename-page', label: 'Rename page', onClick: props.onRenamePage });
    items.push({
      key: 'delete-page',
      danger: true,
      label: 'Delete page',
      onClick: () =>
        modal.confirm({
          title: `Delete the page “${page.name}”?`,
          content: 'Its messages are deleted with it.',
          okText: 'Delete page',
          okButtonProps: { danger: true },
          onOk: props.onDeletePage,
        }),
    });
  }
  if (manager) {
    items.push({ key: 'rename-team', label: 'Rename team', onClick: props.onRenameTeam });
    items.push({
      key: 'delete-team',
      danger: true,
      label: 'Delete team',
      onClick: () =>
        modal.confirm({
          title: `Delete the team “${team.name}”?`,
          content: 'Its pages, messages and members go with it. This cannot be undone.',
          okText: 'Delete team',
          okButtonProps: { danger: true },
          onOk: props.onDeleteTeam,
        }),
    });
  }

  const title = dmName ?? page?.name ?? team.name;
  const icon = dmName ? <UserOutlined aria-hidden /> : page?.isPrivate ? <LockOutlined aria-label="Private page" /> : page ? <NumberOutlined aria-hidden /> : null;

  return (
    <header className="teams-channel-header">
      {props.narrow && <Button icon={<MenuOutlined aria-hidden />} aria-label="Teams, pages and direct messages" onClick={props.onOpenSidebar} data-testid="teams-open-sidebar" />}
      <Typography.Title level={4} style={{ margin: 0, flex: 1, minWidth: 0 }} ellipsis data-testid="teams-channel-title">
        {icon} {title}
      </Typography.Title>
      <Segmented
        aria-label="Show"
        value={props.view}
        onChange={(value) => props.onView(value as 'messages' | 'activity')}
        options={[
          { value: 'messages', label: 'Messages' },
          { value: 'activity', label: 'Activity' },
        ]}
      />
      <Button icon={<TeamOutlined aria-hidden />} onClick={props.onMembers} data-testid="teams-open-members">
        Members
      </Button>
      {items.length > 0 && (
        <Dropdown menu={{ items }} trigger={['click']}>
          <Button icon={<MoreOutlined aria-hidden />} aria-label="Team and page actions" data-testid="teams-actions" />
        </Dropdown>
      )}
    </header>
  );
}
