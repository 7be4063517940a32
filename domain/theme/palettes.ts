/**
 * The seven themes of seed 001 §3 ("the palettes are not shown", §9): each a colour palette and its optional
 * effects. Every text colour here is chosen for WCAG AA (4.5:1) on the theme's backgrounds; the unit test
 * tests/unit/theme-contrast.test.ts checks it on the resolved antd tokens.
 */
export const THEME_EFFECTS = ['glow', 'scanlines', 'grid', 'glitch'] as const;
export type ThemeEffect = (typeof THEME_EFFECTS)[number];

export interface ThemePalette {
  /** What antd's algorithm and the page's color-scheme follow. */
  mode: 'light' | 'dark';
  label: string;
  /** Brand colour: primary buttons, switches, the focus ring. */
  primary: string;
  /** The primary one shade away from the background, for a hovered/pressed primary button. */
  primaryHover: string;
  primaryActive: string;
  /** Text written on primary, error and other solid fills. */
  onSolid: string;
  /** The page behind the cards, the cards, and popups. */
  layout: string;
  container: string;
  elevated: string;
  text: string;
  link: string;
  linkHover: string;
  error: string;
  success: string;
  warning: string;
  /** Corner radius in px. */
  radius: number;
  effects: readonly ThemeEffect[];
  /** The accent the effects glow in. */
  accent: string;
  /** The background of a selected item, where the one antd derives from the primary would be too strong. */
  selectedBg?: string;
}

export const THEME_PALETTES = {
  light: {
    mode: 'light',
    label: 'Light',
    primary: '#2f54eb',
    primaryHover: '#1d39c4',
    primaryActive: '#10239e',
    onSolid: '#ffffff',
    layout: '#f5f5f5',
    container: '#ffffff',
    elevated: '#ffffff',
    text: '#000000',
    link: '#2f54eb',
    linkHover: '#1d39c4',
    error: '#cf1322',
    success: '#237804',
    warning: '#ad4e00',
    radius: 8,
    effects: [],
    accent: '#2f54eb',
  },
  dark: {
    mode: 'dark',
    label: 'Dark',
    primary: '#2f54eb',
    primaryHover: '#1d39c4',
    primaryActive: '#10239e',
    onSolid: '#ffffff',
    layout: '#000000',
    container: '#141414',
    elevated: '#1f1f1f',
    text: '#ffffff',
    link: '#85a5ff',
    linkHover: '#adc6ff',
    error: '#ff7875',
    success: '#95de64',
    warning: '#ffd666',
    radius: 8,
    effects: [],
    accent: '#85a5ff',
  },
  cyberpunk: {
    mode: 'dark',
    label: 'Cyberpunk',
    primary: '#ff3d81',
    primaryHover: '#ff6f9f',
    primaryActive: '#ff94b8',
    onSolid: '#0b0221',
    layout: '#0b0221',
    container: '#160a2e',
    elevated: '#1f1240',
    text: '#f5f0ff',
    link: '#00e5ff',
    linkHover: '#7df3ff',
    error: '#ff6b6b',
    success: '#3dff9a',
    warning: '#ffe066',
    radius: 2,
    effects: ['glow', 'scanlines', 'glitch'],
    accent: '#00e5ff',
  },
  'tokyo-night': {
    mode: 'dark',
    label: 'Tokyo Night',
    primary: '#7aa2f7',
    primaryHover: '#9ab8ff',
    primaryActive: '#b4c9ff',
    onSolid: '#16161e',
    layout: '#16161e',
    container: '#1a1b26',
    elevated: '#24283b',
    text: '#c0caf5',
    link: '#7dcfff',
    linkHover: '#b4f9f8',
    error: '#f7768e',
    success: '#9ece6a',
    warning: '#e0af68',
    radius: 6,
    effects: ['glow'],
    accent: '#bb9af7',
    selectedBg: '#222b45',
  },
  synthwave: {
    mode: 'dark',
    label: 'Synthwave',
    primary: '#ff7edb',
    primaryHover: '#ffa3e6',
    primaryActive: '#ffc2ef',
    onSolid: '#1a1033',
    layout: '#1a1033',
    container: '#241b2f',
    elevated: '#2a2139',
    text: '#f4eeff',
    link: '#72f1b8',
    linkHover: '#a8ffd9',
    error: '#ff7a7a',
    success: '#72f1b8',
    warning: '#fede5d',
    radius: 10,
    effects: ['glow', 'grid'],
    accent: '#ff7edb',
    selectedBg: '#3b2350',
  },
  matrix: {
    mode: 'dark',
    label: 'Matrix',
    primary: '#00e63b',
    primaryHover: '#3dff6e',
    primaryActive: '#8dff9f',
    onSolid: '#000000',
    layout: '#000000',
    container: '#050d05',
    elevated: '#0b1a0b',
    text: '#c8f7c8',
    link: '#00ff41',
    linkHover: '#8dff9f',
    error: '#ff6e6e',
    success: '#00ff41',
    warning: '#e6ff5c',
    radius: 0,
    effects: ['scanlines', 'glow', 'glitch'],
    accent: '#00ff41',
    selectedBg: '#0a3315',
  },
  minimal: {
    mode: 'light',
    label: 'Minimal',
    primary: '#262626',
    primaryHover: '#434343',
    primaryActive: '#000000',
    onSolid: '#ffffff',
    layout: '#fafafa',
    container: '#ffffff',
    elevated: '#ffffff',
    text: '#1f1f1f',
    link: '#1f4fbf',
    linkHover: '#143a94',
    error: '#b71c1c',
    success: '#2e6b12',
    warning: '#8a4b00',
    radius: 2,
    effects: [],
    accent: '#262626',
    selectedBg: '#ebebeb',
  },
} as const satisfies Record<string, ThemePalette>;

export type PaletteName = keyof typeof THEME_PALETTES;
