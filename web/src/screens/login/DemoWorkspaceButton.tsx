import { useState } from 'react';
import { Alert, Button, Flex, Typography } from 'antd';
import { ExperimentOutlined } from '@ant-design/icons';
import { errorMessage } from '../../api/ApiError';
import { startMockSession } from '../../api/mock';

/**
 * "Explore the demo workspace": a fresh workspace full of sample data (mail, hearings, tasks, agents, an
 * automation, an approval), signed in for one hour. The page reloads into it so every screen starts clean.
 */
export function DemoWorkspaceButton() {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const start = async () => {
    setPending(true);
    setError(null);
    try {
      await startMockSession('true');
      window.location.assign('/dashboard');
    } catch (failure) {
      setError(errorMessage(failure));
      setPending(false);
    }
  };

  return (
    <Flex vertical gap={8} style={{ marginTop: 16 }}>
      <Button block icon={<ExperimentOutlined />} onClick={() => void start()} loading={pending} data-testid="demo-workspace">
        Explore the demo workspace
      </Button>
      <Typography.Text type="secondary" style={{ fontSize: 12, textAlign: 'center' }}>
        Sample mail, hearings and tasks, no sign-up; it lasts one hour.
      </Typography.Text>
      {error && <Alert type="error" showIcon title="The demo workspace could not be opened." description={error} />}
    </Flex>
  );
}
