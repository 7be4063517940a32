import { Alert, Button, Card, Flex, List, Skeleton, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../api/ApiError';
import { fetchLaunchTest, type CheckState } from '../../api/developer';
import { useLiveStatus } from '../../live/useLiveStatus';
import { usePageTitle } from '../../navigation/usePageTitle';
import { CheckIcon, checkLabel } from './CheckIcon';
import { Details } from './Details';
import { SampleDataButton } from './SampleDataButton';

interface Row {
  id: string;
  title: string;
  state: CheckState;
  summary: string;
  detail: string;
}

/** /launch-test: is the workspace ready? Each service checked now, in plain words, with the technical detail one click away. */
export function LaunchTestPage() {
  usePageTitle('Launch test');
  const report = useQuery({ queryKey: ['launch-test'], queryFn: ({ signal }) => fetchLaunchTest(signal), staleTime: 0, gcTime: 0, retry: false });
  const live = useLiveStatus();
  const liveRow: Row =
    live === 'open'
      ? { id: 'live', title: 'Live updates', state: 'pass', summary: 'This tab receives live updates: new mail, runs and approvals appear without reloading.', detail: 'server-sent events channel: open' }
      : live === 'closed'
        ? { id: 'live', title: 'Live updates', state: 'fail', summary: 'This tab receives no live updates: reload the page to see new mail, runs and approvals.', detail: 'server-sent events channel: closed' }
        : { id: 'live', title: 'Live updates', state: 'warn', summary: 'This tab is connecting for live updates; until then, screens refresh when you reload.', detail: `server-sent events channel: ${live}` };
  const rows: Row[] = report.data ? [...report.data.checks, liveRow] : [];
  const counts = { pass: 0, warn: 0, fail: 0 };
  for (const row of rows) counts[row.state] += 1;

  return (
    <Flex vertical gap={16} style={{ maxWidth: 860 }} data-testid="launch-test">
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Launch test
        </Typography.Title>
        <Button type="primary" onClick={() => void report.refetch()} loading={report.isFetching}>
          Run again
        </Button>
      </Flex>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        Checks, right now, that the workspace and the services it relies on are ready.
      </Typography.Paragraph>
      {report.isPending ? (
        <Skeleton active />
      ) : report.isError ? (
        <Alert type="error" showIcon title="The checklist could not be run." description={errorMessage(report.error)} />
      ) : (
        <>
          <Typography.Text data-testid="launch-test-summary" aria-live="polite">
            {`${counts.pass} ready, ${counts.warn} need attention, ${counts.fail} not working — checked ${new Date(report.data.checkedAt).toLocaleTimeString()}.`}
          </Typography.Text>
          <Card size="small">
            <List
              dataSource={rows}
              renderItem={(row) => (
                <List.Item key={row.id} data-testid={`check-${row.id}`} data-state={row.state}>
                  <Flex gap={12} align="flex-start" style={{ width: '100%' }}>
                    <CheckIcon state={row.state} />
                    <Flex vertical style={{ flex: 1, minWidth: 0 }}>
                      <Flex gap={8} align="center" wrap>
                        <Typography.Text strong>{row.title}</Typography.Text>
                        <Typography.Text data-testid="check-state">{`· ${checkLabel(row.state)}`}</Typography.Text>
                      </Flex>
                      <Typography.Text>{row.summary}</Typography.Text>
                      <Details text={row.detail} />
                    </Flex>
                  </Flex>
                </List.Item>
              )}
            />
          </Card>
          <Card size="small" title="Try it with sample data">
            <Flex gap={12} align="center" wrap>
              <Typography.Text style={{ flex: 1, minWidth: 240 }}>
                Sample hearings, deadlines, tasks, an automation (turned off) and an approval, each marked “Sample:”, next to your own data; remove them in one click.
              </Typography.Text>
              <SampleDataButton />
            </Flex>
          </Card>
        </>
      )}
    </Flex>
  );
}
