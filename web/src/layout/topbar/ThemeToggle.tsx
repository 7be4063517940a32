import { Button, Tooltip } from 'antd';
import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { useThemeMode } from '../../theme/themeContext';

export function ThemeToggle() {
  const { mode, toggle } = useThemeMode();
  const label = mode === 'dark' ? 'Switch to light theme' : 'Switch to dark theme';
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        icon={mode === 'dark' ? <SunOutlined /> : <MoonOutlined />}
        aria-label={label}
        onClick={toggle}
        data-testid="theme-toggle"
        data-theme={mode}
      />
    </Tooltip>
  );
}
