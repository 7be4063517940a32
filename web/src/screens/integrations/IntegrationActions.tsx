import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Flex, Modal } from 'antd';
import type { IntegrationState } from '../../../../domain/settings/integrations';
import { errorMessage } from '../../api/ApiError';
import { gmailConnectUrl } from '../../api/mailActions';
import { ImapAccountForm } from '../email/account/ImapAccountForm';

/** What the user can do about one integration: link through the owning area's own flow, or open it. */
export function IntegrationActions({ integration }: { integration: IntegrationState }) {
  const [connecting, setConnecting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [imapOpen, setImapOpen] = useState(false);

  const connectGoogle = async () => {
    setConnecting(true);
    setError(null);
    try {
      window.location.assign(await gmailConnectUrl());
    } catch (failure) {
      setError(errorMessage(failure));
      setConnecting(false);
    }
  };

  const { id, status, name } = integration;
  const googleBased = id === 'gmail' || id === 'google-calendar' || id === 'google-drive';
  return (
    <Flex vertical gap={8}>
      <Flex gap={8} wrap>
        {googleBased && status !== 'unavailable' && (id === 'gmail' || status === 'not-connected') ? (
          <Button type={status === 'connected' ? 'default' : 'primary'} loading={connecting} onClick={() => void connectGoogle()} aria-label={`Link a Google account for ${name}`}>
            {status === 'connected' ? 'Link another Google account' : 'Link a Google account'}
          </Button>
        ) : null}
        {id === 'imap' ? (
          <Button type={status === 'connected' ? 'default' : 'primary'} onClick={() => setImapOpen(true)}>
            {status === 'connected' ? 'Link another mailbox' : 'Link a mailbox'}
          </Button>
        ) : null}
        {id === 'google-calendar' && status === 'connected' ? <Link to="/calendar">Open the calendar</Link> : null}
        {id === 'google-drive' && status === 'connected' ? <Link to="/drive">Open the drive</Link> : null}
        {id === 'demo' ? <Link to="/email">Open mail</Link> : null}
      </Flex>
      {error ? <Alert type="error" showIcon title={error} /> : null}
      <Modal open={imapOpen} onCancel={() => setImapOpen(false)} footer={null} width={640} title="Link an IMAP / SMTP mailbox" destroyOnHidden>
        <ImapAccountForm onBack={() => setImapOpen(false)} onAdded={() => setImapOpen(false)} />
      </Modal>
    </Flex>
  );
}
