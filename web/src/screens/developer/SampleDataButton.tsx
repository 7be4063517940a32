import { App, Button } from 'antd';
import { ExperimentOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../api/ApiError';
import { fetchMockStatus, MOCK_STATUS_KEY, removeSamples, startMockSession } from '../../api/mock';
import { useCurrentUser } from '../../auth/sessionContext';

/**
 * Mock mode 'hybrid' for the signed-in user: adds sample hearings, deadlines, tasks, an automation and an
 * approval, each marked "Sample:", to the real workspace; and takes them away again.
 */
export function SampleDataButton() {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const status = useQuery({ queryKey: [...MOCK_STATUS_KEY, user.id], queryFn: ({ signal }) => fetchMockStatus(signal), staleTime: 5 * 60_000 });
  const change = useMutation({
    mutationFn: async (add: boolean) => {
      if (add) await startMockSession('hybrid');
      else await removeSamples();
      return add;
    },
    onSuccess: async (added) => {
      message.success(added ? 'Sample data added: look for "Sample:" in the calendar, tasks, automations and the audit queue.' : 'Sample data removed.');
      await queryClient.invalidateQueries();
    },
    onError: (error) => void message.error(errorMessage(error)),
  });
  const mode = status.data?.mode;
  if (!mode || mode === 'true') return null;
  return mode === 'hybrid' ? (
    <Button icon={<ExperimentOutlined />} onClick={() => change.mutate(false)} loading={change.isPending} data-testid="sample-data">
      Remove sample data
    </Button>
  ) : (
    <Button icon={<ExperimentOutlined />} onClick={() => change.mutate(true)} loading={change.isPending} data-testid="sample-data">
      Add sample data
    </Button>
  );
}
