import { useState } from 'react';
import { Alert, Button, Card, Flex, Spin, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { loginPathFor } from '../../../../domain/navigation';
import { TEAM_MESSAGES } from '../../../../domain/teams/messages';
import { acceptInvitation, peekInvitation } from '../../api/teams';
import { useSession } from '../../auth/sessionContext';
import { usePageTitle } from '../../navigation/usePageTitle';
import { teamsKeys } from './state/teamsKeys';

/**
 * /teams/invite?token=… — opens without signing in (the router puts it outside the signed-in shell):
 * it names the team and who invited you; joining needs an account, and sign-in comes back here.
 */
export function TeamInvitePage() {
  usePageTitle('Team invitation');
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const { state } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [joining, setJoining] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const peek = useQuery({ queryKey: teamsKeys.invitation(token), queryFn: () => peekInvitation(token), enabled: token.length > 0, retry: false });
  const back = loginPathFor(`/teams/invite?token=${encodeURIComponent(token)}`);

  const join = async () => {
    setJoining(true);
    setError(null);
    try {
      const { teamId } = await acceptInvitation(token);
      await queryClient.invalidateQueries({ queryKey: teamsKeys.all });
      void navigate(`/teams/${teamId}`);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'You could not join. Please try again.');
      setJoining(false);
    }
  };

  let content;
  if (!token || peek.isError) {
    content = <Alert type="error" showIcon title={TEAM_MESSAGES.invitationNotFound} data-testid="team-invite-invalid" />;
  } else if (peek.isPending || state.status === 'loading') {
    content = <Spin description="Opening the invitation…" />;
  } else {
    content = (
      <Flex vertical gap={16}>
        <Typography.Paragraph style={{ margin: 0 }} data-testid="team-invite-summary">
          <strong>{peek.data.inviterName}</strong> invited you to join the team <strong>{peek.data.teamName}</strong>.
        </Typography.Paragraph>
        {error && <Alert type="error" showIcon title={error} />}
        {state.status === 'authenticated' ? (
          <Button type="primary" size="large" loading={joining} onClick={() => void join()} data-testid="team-invite-join">
            Join {peek.data.teamName}
          </Button>
        ) : (
          <>
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
              You need an account to join. Sign in, or choose “Sign up” to create one; you will come back here afterwards.
            </Typography.Paragraph>
            <Button type="primary" size="large" block onClick={() => void navigate(back)} data-testid="team-invite-sign-in">
              Sign in or sign up to join
            </Button>
          </>
        )}
      </Flex>
    );
  }

  return (
    <Card style={{ width: '100%', maxWidth: 460 }} title="Team invitation" data-testid="team-invite-page">
      {content}
    </Card>
  );
}
