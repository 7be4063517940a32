import { useState } from 'react';
import { Alert, Button, Flex, Input, List, Popconfirm, Typography } from 'antd';
import { CopyOutlined, LinkOutlined } from '@ant-design/icons';
import { TEAM_LIMITS } from '../../../../../domain/teams/messages';
import { useInvitations } from '../state/useTeamsData';
import type { TeamActions } from '../state/useTeamActions';

/** Invitation links: make one (shown once, to copy), see the live ones and revoke them. */
export function InviteSection({ teamId, actions }: { teamId: string; actions: TeamActions }) {
  const invitations = useInvitations(teamId, true);
  const [link, setLink] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const create = async () => {
    setError(null);
    setCopied(false);
    try {
      const created = await actions.createInvitation.mutateAsync([teamId]);
      setLink(`${window.location.origin}${created.path}`);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'No link was made. Please try again.');
    }
  };
  const copy = async () => {
    if (!link) return;
    await navigator.clipboard?.writeText(link).catch(() => undefined);
    setCopied(true);
  };

  return (
    <section aria-labelledby="teams-invite-title" data-testid="teams-invite">
      <Typography.Title level={5} id="teams-invite-title">
        Invite by link
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Anyone with the link can join this team for the next {TEAM_LIMITS.invitationDays} days, until you revoke it. They need an account to join.
      </Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 8 }} />}
      <Button icon={<LinkOutlined aria-hidden />} onClick={() => void create()} loading={actions.createInvitation.isPending} data-testid="teams-create-invitation">
        Create invitation link
      </Button>
      {link && (
        <Flex gap={8} style={{ marginTop: 8 }}>
          <Input readOnly value={link} aria-label="Invitation link" data-testid="teams-invitation-link" onFocus={(event) => event.target.select()} />
          <Button icon={<CopyOutlined aria-hidden />} onClick={() => void copy()}>
            {copied ? 'Copied' : 'Copy link'}
          </Button>
        </Flex>
      )}
      {invitations.data && invitations.data.length > 0 && (
        <List
          size="small"
          header={<Typography.Text strong>Links that work now</Typography.Text>}
          dataSource={invitations.data}
          renderItem={(invitation) => (
            <List.Item
              actions={[
                <Popconfirm key="revoke" title="Revoke this link? Nobody can join with it any more." okText="Revoke" okButtonProps={{ danger: true }} onConfirm={() => actions.revokeInvitation.mutateAsync([teamId, invitation.id])}>
                  <Button size="small" danger>
                    Revoke
                  </Button>
                </Popconfirm>,
              ]}
            >
              <Typography.Text>
                By {invitation.createdByName ?? 'someone'}, works until {new Date(invitation.expiresAt).toLocaleDateString(undefined, { month: 'short', day: 'numeric' })}
              </Typography.Text>
            </List.Item>
          )}
        />
      )}
    </section>
  );
}
