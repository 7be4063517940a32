import { Button, Tooltip } from 'antd';
import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { useFullscreen } from './useFullscreen';

export function FullscreenToggle() {
  const { isFullscreen, toggle } = useFullscreen();
  const label = isFullscreen ? 'Exit fullscreen' : 'Enter fullscreen';
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        icon={isFullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
        aria-label={label}
        // The browser may refuse (e.g. inside an iframe); there is nothing useful to tell the user then.
        onClick={() => void toggle().catch(() => undefined)}
        data-testid="fullscreen-toggle"
      />
    </Tooltip>
  );
}
