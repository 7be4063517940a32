import { useState, type ReactNode } from 'react';
import { Alert, Button, Flex, Modal, Typography } from 'antd';
import { CloudServerOutlined, GoogleOutlined, RightOutlined } from '@ant-design/icons';
import { errorMessage } from '../../../api/ApiError';
import { gmailConnectUrl } from '../../../api/mailActions';
import { ImapAccountForm } from './ImapAccountForm';

type Step = 'choose' | 'imap';

/** "Add account": connect Gmail (off to Google's consent page) or enter IMAP / SMTP settings. */
export function AddAccountModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const [step, setStep] = useState<Step>('choose');
  const [connecting, setConnecting] = useState(false);
  const [gmailError, setGmailError] = useState<string | null>(null);

  const close = () => {
    setStep('choose');
    setGmailError(null);
    onClose();
  };

  const connectGmail = async () => {
    setConnecting(true);
    setGmailError(null);
    try {
      window.location.assign(await gmailConnectUrl());
    } catch (error) {
      setGmailError(errorMessage(error));
      setConnecting(false);
    }
  };

  return (
    <Modal
      open={open}
      onCancel={close}
      footer={null}
      width={step === 'imap' ? 640 : 480}
      title={step === 'imap' ? 'Add an IMAP / SMTP account' : 'Add a mail account'}
      destroyOnHidden
      data-testid="add-account-modal"
    >
      {step === 'imap' ? (
        <ImapAccountForm onBack={() => setStep('choose')} onAdded={close} />
      ) : (
        <Flex vertical gap={12} style={{ paddingTop: 8 }}>
          {gmailError && <Alert type="warning" showIcon title="Gmail cannot be connected" description={gmailError} />}
          <Choice
            icon={<GoogleOutlined />}
            title="Connect Gmail"
            text="Sign in with Google and allow the workspace to read, label and send your mail."
            loading={connecting}
            onClick={() => void connectGmail()}
          />
          <Choice
            icon={<CloudServerOutlined />}
            title="IMAP / SMTP"
            text="Any other provider: server addresses, user name and password."
            onClick={() => setStep('imap')}
          />
        </Flex>
      )}
    </Modal>
  );
}

interface ChoiceProps {
  icon: ReactNode;
  title: string;
  text: string;
  loading?: boolean;
  onClick(): void;
}

function Choice({ icon, title, text, loading, onClick }: ChoiceProps) {
  return (
    <Button
      block
      onClick={onClick}
      loading={loading}
      style={{ height: 'auto', padding: '14px 16px', justifyContent: 'flex-start', textAlign: 'start', whiteSpace: 'normal' }}
    >
      <Flex align="center" gap={14} style={{ flex: 1 }}>
        <span style={{ fontSize: 24, lineHeight: 1 }}>{icon}</span>
        <span style={{ flex: 1 }}>
          <Typography.Text strong style={{ display: 'block' }}>
            {title}
          </Typography.Text>
          <Typography.Text type="secondary">{text}</Typography.Text>
        </span>
        <RightOutlined />
      </Flex>
    </Button>
  );
}
