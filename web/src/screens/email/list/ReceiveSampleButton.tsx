import { useState } from 'react';
import { Button, Tooltip } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { errorMessage } from '../../../api/ApiError';
import { receiveSampleMessage } from '../../../api/mailActions';
import { queryClient } from '../../../data/queryClient';
import { useToast } from '../../../toast/useToast';
import { mailKeys } from '../state/keys';

/** Demo mailbox only: the next sample message arrives in the inbox and its analysis starts by itself. */
export function ReceiveSampleButton({ accountId }: { accountId: string }) {
  const [pending, setPending] = useState(false);
  const toast = useToast();

  const receive = async () => {
    setPending(true);
    try {
      await receiveSampleMessage(accountId);
      toast.info('A sample message arrived in the inbox.');
      void queryClient.invalidateQueries({ queryKey: mailKeys.folders(accountId) });
      void queryClient.invalidateQueries({ queryKey: mailKeys.lists(accountId) });
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <Tooltip title="Deliver the next sample message to this demo mailbox">
      <Button icon={<DownloadOutlined />} loading={pending} onClick={() => void receive()} data-testid="receive-sample-button">
        Receive sample message
      </Button>
    </Tooltip>
  );
}
