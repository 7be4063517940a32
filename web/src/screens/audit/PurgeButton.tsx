import { useState } from 'react';
import { Button, Form, InputNumber, Modal, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { errorMessage } from '../../api/ApiError';
import { purgeEntries } from '../../api/audit';
import { useToast } from '../../toast/useToast';

const DEFAULT_DAYS = 30;

/** "Purge old entries": deletes decided entries older than N days, after a confirmation. Pending ones stay. */
export function PurgeButton({ onPurged }: { onPurged(): void }) {
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [days, setDays] = useState<number | null>(DEFAULT_DAYS);
  const [busy, setBusy] = useState(false);

  const purge = async () => {
    if (days === null) return;
    setBusy(true);
    try {
      const deleted = await purgeEntries(days);
      toast.success(`Deleted ${deleted} ${deleted === 1 ? 'entry' : 'entries'} older than ${days} ${days === 1 ? 'day' : 'days'}`);
      setOpen(false);
      onPurged();
    } catch (error) {
      toast.error(`Could not purge the audit log: ${errorMessage(error)}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button icon={<DeleteOutlined />} onClick={() => setOpen(true)} data-testid="audit-purge">
        Purge old entries
      </Button>
      <Modal
        open={open}
        title="Purge old entries"
        okText="Delete entries"
        okButtonProps={{ danger: true, disabled: days === null, loading: busy, 'data-testid': 'audit-purge-confirm' }}
        onOk={() => void purge()}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Typography.Paragraph>
          Deletes every decided entry older than the number of days below. Entries that still wait for your decision are kept.
          This cannot be undone.
        </Typography.Paragraph>
        <Form layout="inline">
          <Form.Item label="Older than">
            <InputNumber min={0} max={3650} precision={0} value={days} onChange={setDays} suffix="days" data-testid="audit-purge-days" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
