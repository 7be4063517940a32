import { useState } from 'react';
import { Button, type ButtonProps } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { AddAccountModal } from './AddAccountModal';

export function AddAccountButton({ type = 'dashed', block }: { type?: ButtonProps['type']; block?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type={type} block={block} icon={<PlusOutlined />} onClick={() => setOpen(true)} data-testid="add-account-button">
        Add account
      </Button>
      <AddAccountModal open={open} onClose={() => setOpen(false)} />
    </>
  );
}
