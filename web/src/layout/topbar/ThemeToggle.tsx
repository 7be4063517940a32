import { Button, Dropdown, Tooltip, type MenuProps } from 'antd';
import { BgColorsOutlined, CheckOutlined, MoonOutlined, SunOutlined } from '@ant-design/icons';
import { THEME_PALETTES } from '../../../../domain/theme/palettes';
import { THEME_NAMES, useThemeMode, type ThemeChoice } from '../../theme/themeContext';
import { isThemeChoice } from '../../theme/themeStorage';

const EFFECTS_KEY = 'effects';

/** Seed 001 §2: the light/dark toggle, and next to it the list of themes (and the effects switch). */
export function ThemeToggle() {
  const { mode, choice, theme, effects, setChoice, setEffects, toggle } = useThemeMode();
  const label = mode === 'dark' ? 'Switch to light theme' : 'Switch to dark theme';
  const hasEffects = THEME_PALETTES[theme].effects.length > 0;

  const mark = (on: boolean) => (on ? <CheckOutlined aria-hidden /> : <span style={{ display: 'inline-block', width: 14 }} />);
  const items: MenuProps['items'] = [
    { key: 'system', icon: mark(choice === 'system'), label: 'System (follows your device)' },
    ...THEME_NAMES.map((name) => ({ key: name, icon: mark(choice === name), label: THEME_PALETTES[name].label })),
    { type: 'divider' as const },
    {
      key: EFFECTS_KEY,
      icon: mark(effects),
      disabled: !hasEffects,
      label: hasEffects ? `Visual effects (${THEME_PALETTES[theme].effects.join(', ')})` : 'Visual effects (none in this theme)',
    },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === EFFECTS_KEY) setEffects(!effects);
    else if (isThemeChoice(key)) setChoice(key as ThemeChoice);
  };

  return (
    <>
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
      <Dropdown menu={{ items, onClick, selectable: false }} trigger={['click']}>
        <Button type="text" icon={<BgColorsOutlined />} aria-label={`Choose a theme (now ${THEME_PALETTES[theme].label})`} data-testid="theme-picker" data-theme-name={theme} />
      </Dropdown>
    </>
  );
}
