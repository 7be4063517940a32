import { Button, Tooltip } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';

export function RefreshButton() {
  return (
    <Tooltip title="Refresh page">
      <Button
        type="text"
        icon={<ReloadOutlined />}
        aria-label="Refresh page"
        onClick={() => window.location.reload()}
        data-testid="refresh-button"
      />
    </Tooltip>
  );
}
