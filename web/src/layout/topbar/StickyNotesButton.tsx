import { useState } from 'react';
import { Button, Drawer, Tooltip } from 'antd';
import { SnippetsOutlined } from '@ant-design/icons';
import { useMediaQuery } from '../../components/useMediaQuery';
import { TOP_BAR_DRAWER_WIDE } from './NotificationsButton';
import { StickyNotesPanel } from './StickyNotesPanel';

/** Opens the sticky notes side panel (seed 001 §2). */
export function StickyNotesButton() {
  const [open, setOpen] = useState(false);
  const wide = useMediaQuery(TOP_BAR_DRAWER_WIDE);
  return (
    <>
      <Tooltip title="Sticky notes">
        <Button
          type="text"
          icon={<SnippetsOutlined />}
          aria-label="Sticky notes"
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpen(true)}
          data-testid="sticky-notes-button"
        />
      </Tooltip>
      <Drawer title="Sticky notes" open={open} onClose={() => setOpen(false)} size={wide ? 420 : '100%'} data-testid="sticky-notes-drawer" destroyOnHidden>
        <StickyNotesPanel />
      </Drawer>
    </>
  );
}
