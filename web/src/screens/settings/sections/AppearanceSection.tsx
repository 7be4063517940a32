import { Flex, Select, Switch, Typography } from 'antd';
import { THEME_NAMES, useThemeMode, type ThemeChoice } from '../../../theme/themeContext';
import { SettingsSection } from './SettingsSection';

const THEME_LABELS: Record<ThemeChoice, string> = {
  system: 'System (follows your device)',
  light: 'Light',
  dark: 'Dark',
  cyberpunk: 'Cyberpunk',
  'tokyo-night': 'Tokyo Night',
  synthwave: 'Synthwave',
  matrix: 'Matrix',
  minimal: 'Minimal',
};

const OPTIONS = (['system', ...THEME_NAMES] as ThemeChoice[]).map((choice) => ({ value: choice, label: THEME_LABELS[choice] }));

/** The theme choice and its visual effects (glow, scanlines, grid, glitch). */
export function AppearanceSection() {
  const { choice, effects, setChoice, setEffects } = useThemeMode();
  return (
    <SettingsSection id="appearance" title="Appearance">
      <Flex vertical gap={16}>
        <div>
          <label htmlFor="settings-theme" style={{ display: 'block', marginBottom: 4 }}>
            Theme
          </label>
          <Select id="settings-theme" value={choice} options={OPTIONS} onChange={setChoice} style={{ width: '100%', maxWidth: 360 }} data-testid="settings-theme" />
        </div>
        <Flex align="center" gap={12}>
          <Switch id="settings-effects" checked={effects} onChange={setEffects} data-testid="settings-effects" />
          <label htmlFor="settings-effects">Visual effects (glow, scanlines, grid, glitch)</label>
        </Flex>
        <Typography.Text type="secondary">Effects appear only with the themes that have them; turn them off for a calmer screen.</Typography.Text>
      </Flex>
    </SettingsSection>
  );
}
