import { useState } from 'react';
import { Alert, Button, Divider, Drawer, Flex, Input, List, Popconfirm, Select, Space, Tag, Typography } from 'antd';
import { canManageTeam } from '../../../../../domain/teams/roles';
import { displayName, type PageView, type TeamView } from '../../../../../domain/teams/views';
import { useMembers, usePageMembers } from '../state/useTeamsData';
import type { TeamActions } from '../state/useTeamActions';
import { InviteSection } from './InviteSection';

interface MembersDrawerProps {
  open: boolean;
  team: TeamView;
  page: PageView | null;
  currentUserId: string;
  actions: TeamActions;
  narrow: boolean;
  onClose: () => void;
  onLeft: () => void;
}

const errorText = (failure: unknown) => (failure instanceof Error ? failure.message : 'That did not work. Please try again.');

/** The team's members (add by e-mail, roles, remove, leave), invitation links, and a private page's members. */
export function MembersDrawer({ open, team, page, currentUserId, actions, narrow, onClose, onLeft }: MembersDrawerProps) {
  const members = useMembers(open ? team.id : null);
  const privatePage = page?.isPrivate ? page : null;
  const pageMembers = usePageMembers(team.id, privatePage?.id ?? null, open);
  const manager = canManageTeam(team.role);
  const pageAdmin = manager || privatePage?.pageRole === 'admin_of_page';
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pick, setPick] = useState<string | undefined>();

  const run = async (action: () => Promise<unknown>) => {
    setError(null);
    try {
      await action();
      return true;
    } catch (failure) {
      setError(errorText(failure));
      return false;
    }
  };

  return (
    <Drawer open={open} onClose={onClose} title={`Members of ${team.name}`} size={narrow ? 'large' : 'default'} data-testid="teams-members">
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 12 }} />}
      {manager && (
        <Flex gap={8} style={{ marginBottom: 12 }}>
          <Input aria-label="E-mail of the person to add" placeholder="name@firm.com" value={email} onChange={(event) => setEmail(event.target.value)} />
          <Button
            disabled={!email.trim()}
            loading={actions.addMember.isPending}
            onClick={() => void run(() => actions.addMember.mutateAsync([team.id, email.trim()])).then((ok) => ok && setEmail(''))}
          >
            Add
          </Button>
        </Flex>
      )}
      <List
        loading={members.isPending}
        dataSource={members.data ?? []}
        renderItem={(member) => {
          const isOwner = member.role === 'owner' || member.id === team.ownerId;
          const me = member.id === currentUserId;
          const controls = [];
          if (manager && !isOwner && !me) {
            controls.push(
              <Select
                key="role"
                size="small"
                aria-label={`Role of ${displayName(member)}`}
                value={member.role === 'admin' ? 'admin' : 'member'}
                options={[
                  { value: 'admin', label: 'Admin' },
                  { value: 'member', label: 'Member' },
                ]}
                onChange={(role: 'admin' | 'member') => void run(() => actions.setMemberRole.mutateAsync([team.id, member.id, role]))}
              />,
              <Popconfirm key="remove" title={`Remove ${displayName(member)} from the team?`} okText="Remove" okButtonProps={{ danger: true }} onConfirm={() => run(() => actions.removeMember.mutateAsync([team.id, member.id]))}>
                <Button size="small" danger>
                  Remove
                </Button>
              </Popconfirm>,
            );
          }
          if (me && !isOwner) {
            controls.push(
              <Popconfirm key="leave" title={`Leave ${team.name}?`} okText="Leave" okButtonProps={{ danger: true }} onConfirm={() => run(() => actions.removeMember.mutateAsync([team.id, member.id])).then((ok) => ok && onLeft())}>
                <Button size="small">Leave team</Button>
              </Popconfirm>,
            );
          }
          return (
            <List.Item actions={controls} data-testid="teams-member">
              <Space direction="vertical" size={0}>
                <Typography.Text strong>{displayName(member)}</Typography.Text>
                <Typography.Text type="secondary">{member.email}</Typography.Text>
              </Space>
              <Tag>{isOwner ? 'Owner' : member.role === 'admin' ? 'Admin' : 'Member'}</Tag>
            </List.Item>
          );
        }}
      />

      {privatePage && (
        <>
          <Divider />
          <Typography.Title level={5}>People on the private page “{privatePage.name}”</Typography.Title>
          {pageAdmin && (
            <Flex gap={8} style={{ marginBottom: 8 }}>
              <Select
                style={{ flex: 1 }}
                aria-label="Team member to add to the page"
                placeholder="Choose a team member"
                value={pick}
                onChange={setPick}
                options={(members.data ?? []).filter((member) => !pageMembers.data?.some((each) => each.id === member.id)).map((member) => ({ value: member.id, label: displayName(member) }))}
              />
              <Button disabled={!pick} onClick={() => pick && void run(() => actions.addPageMember.mutateAsync([team.id, privatePage.id, pick])).then(() => setPick(undefined))}>
                Add to page
              </Button>
            </Flex>
          )}
          <List
            size="small"
            loading={pageMembers.isPending}
            dataSource={pageMembers.data ?? []}
            renderItem={(member) => (
              <List.Item
                actions={
                  pageAdmin && member.id !== currentUserId
                    ? [
                        <Button key="remove" size="small" danger onClick={() => void run(() => actions.removePageMember.mutateAsync([team.id, privatePage.id, member.id]))}>
                          Remove from page
                        </Button>,
                      ]
                    : []
                }
              >
                <Typography.Text>{displayName(member)}</Typography.Text>
                {member.role === 'admin_of_page' && <Tag>Page admin</Tag>}
              </List.Item>
            )}
          />
        </>
      )}

      {manager && (
        <>
          <Divider />
          <InviteSection teamId={team.id} actions={actions} />
        </>
      )}
    </Drawer>
  );
}
