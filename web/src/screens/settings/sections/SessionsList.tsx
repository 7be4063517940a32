import { Alert, Button, List, Popconfirm, Skeleton, Tag, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../api/ApiError';
import { fetchSessions, revokeSession, type SessionSummary } from '../../../api/account';
import { useToast } from '../../../toast/useToast';
import { settingsKeys } from '../settingsKeys';

/** A browser's name from its user agent, in plain words. */
function deviceName(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const browser = /Edg\//.test(userAgent) ? 'Edge' : /Chrome\//.test(userAgent) ? 'Chrome' : /Firefox\//.test(userAgent) ? 'Firefox' : /Safari\//.test(userAgent) ? 'Safari' : 'A browser';
  const system = /Windows/.test(userAgent) ? 'Windows' : /Mac OS X/.test(userAgent) ? 'macOS' : /Android/.test(userAgent) ? 'Android' : /iPhone|iPad/.test(userAgent) ? 'iOS' : /Linux/.test(userAgent) ? 'Linux' : null;
  return system ? `${browser} on ${system}` : browser;
}

const when = (iso: string) => new Date(iso).toLocaleString();

/** GET /api/auth/sessions, each other session with a Sign out button (DELETE /api/auth/sessions/:id). */
export function SessionsList() {
  const client = useQueryClient();
  const toast = useToast();
  const query = useQuery({ queryKey: settingsKeys.sessions, queryFn: ({ signal }) => fetchSessions(signal) });
  const revoke = useMutation({
    mutationFn: (session: SessionSummary) => revokeSession(session.id),
    onSuccess: (_nothing, session) => {
      client.setQueryData<SessionSummary[]>(settingsKeys.sessions, (sessions) => sessions?.filter((s) => s.id !== session.id));
      toast.success(`Signed out ${deviceName(session.userAgent)}`);
    },
    onError: (error) => toast.error(`Could not sign that session out: ${errorMessage(error)}`),
  });

  if (query.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (query.isError) return <Alert type="error" showIcon title="Could not load your sessions." description={errorMessage(query.error)} />;
  return (
    <List
      data-testid="sessions-list"
      dataSource={query.data}
      rowKey="id"
      renderItem={(session) => (
        <List.Item
          data-testid="session-row"
          actions={[
            session.current ? (
              <Tag color="processing" key="current">
                This browser
              </Tag>
            ) : (
              <Popconfirm key="revoke" title="Sign this session out?" okText="Sign out" onConfirm={() => revoke.mutate(session)}>
                <Button size="small" danger loading={revoke.isPending && revoke.variables?.id === session.id} aria-label={`Sign out ${deviceName(session.userAgent)}, signed in ${when(session.createdAt)}`}>
                  Sign out
                </Button>
              </Popconfirm>
            ),
          ]}
        >
          <List.Item.Meta
            title={deviceName(session.userAgent)}
            description={<Typography.Text type="secondary">Signed in {when(session.createdAt)} · ends {when(session.expiresAt)}</Typography.Text>}
          />
        </List.Item>
      )}
    />
  );
}
