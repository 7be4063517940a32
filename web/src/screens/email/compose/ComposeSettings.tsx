import { useState } from 'react';
import { Button, Flex, Input, Popover, Typography } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { errorMessage } from '../../../api/ApiError';
import { fetchComposeSettings, saveComposeSettings } from '../../../api/mailCompose';
import { useCachedQuery } from '../../../data/cachedQuery';
import { queryClient } from '../../../data/queryClient';
import { useToast } from '../../../toast/useToast';
import { mailKeys } from '../state/keys';

export function useComposeSettings() {
  return useCachedQuery(mailKeys.composeSettings(), (signal) => fetchComposeSettings(signal), { staleAfterMs: 60_000 });
}

/** "Compose settings": the signature added under every new message, reply and forward. */
export function ComposeSettingsButton() {
  const settings = useComposeSettings();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const value = text ?? settings.data?.signature ?? '';

  const save = async () => {
    setSaving(true);
    try {
      const saved = await saveComposeSettings(value);
      queryClient.setQueryData(mailKeys.composeSettings(), saved);
      toast.success('Signature saved. New messages will include it.');
      setOpen(false);
      setText(null);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      title="Compose settings"
      content={
        <Flex vertical gap={8} style={{ width: 'min(320px, 80vw)' }}>
          <label htmlFor="mail-signature">
            <Typography.Text strong>Signature</Typography.Text>
          </label>
          <Input.TextArea id="mail-signature" rows={4} value={value} maxLength={5000} onChange={(event) => setText(event.target.value)} placeholder={'Jane Doe\nDoe & Partners LLP'} data-testid="mail-signature" />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            Added under new messages, replies and forwards.
          </Typography.Text>
          <Flex justify="end" gap={8}>
            <Button onClick={() => setOpen(false)}>Cancel</Button>
            <Button type="primary" loading={saving} onClick={() => void save()} data-testid="mail-signature-save">
              Save
            </Button>
          </Flex>
        </Flex>
      }
    >
      <Button icon={<SettingOutlined />} title="Compose settings: your signature" data-testid="compose-settings">
        Signature
      </Button>
    </Popover>
  );
}
