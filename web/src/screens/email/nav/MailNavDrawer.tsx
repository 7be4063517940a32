import { useState } from 'react';
import { Button, Drawer, Flex } from 'antd';
import { EditOutlined, MenuOutlined } from '@ant-design/icons';
import { MailNavContent, type MailNavProps } from './MailNav';

/** On narrow windows the navigation waits in a drawer behind a "Folders" button. */
export function MailNavDrawer(props: MailNavProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Flex justify="space-between" gap={8}>
        <Button icon={<MenuOutlined />} onClick={() => setOpen(true)} data-testid="mail-nav-open">
          Folders
        </Button>
        <Button type="primary" icon={<EditOutlined />} onClick={props.onCompose}>
          Compose
        </Button>
      </Flex>
      <Drawer open={open} onClose={() => setOpen(false)} placement="left" size={300} title="Mailboxes" styles={{ body: { padding: 12 } }}>
        <MailNavContent
          {...props}
          onCompose={() => {
            setOpen(false);
            props.onCompose();
          }}
        />
      </Drawer>
    </>
  );
}
