import { theme, type ThemeConfig } from 'antd';
import { AA_TEXT, contrastRatio } from '../../../domain/theme/contrast';
import { THEME_PALETTES, type ThemePalette } from '../../../domain/theme/palettes';
import { TOAST_GAP_PX, TOAST_WIDTH_PX } from '../toast/toastConfig';
import type { ThemeName } from './themeContext';

/** antd's preset tag colours (`<Tag color="green">`). */
export const PRESET_TAG_COLORS = ['blue', 'purple', 'cyan', 'green', 'magenta', 'pink', 'red', 'orange', 'yellow', 'volcano', 'geekblue', 'lime', 'gold'] as const;

/**
 * antd's lighter text tones (descriptions, tertiary text, placeholders) are too faint for WCAG AA's 4.5:1;
 * these keep the same hierarchy at a readable strength.
 */
function readableTextTones(palette: ThemePalette): ThemeConfig['token'] {
  const ink = hexToRgbList(palette.text);
  return {
    colorTextSecondary: `rgba(${ink}, 0.72)`,
    colorTextDescription: `rgba(${ink}, 0.66)`,
    colorTextTertiary: `rgba(${ink}, 0.66)`,
    colorTextPlaceholder: `rgba(${ink}, 0.66)`,
  };
}

function hexToRgbList(hex: string): string {
  const value = hex.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(value.slice(i, i + 2), 16)).join(', ');
}

/** Of white and the theme's darkest colour, the one that reads better on `fill` (text on a solid fill). */
function textOn(fill: string, palette: ThemePalette): string {
  const dark = palette.mode === 'dark' ? palette.layout : '#141414';
  return contrastRatio('#ffffff', fill) >= contrastRatio(dark, fill) ? '#ffffff' : dark;
}

function baseConfig(palette: ThemePalette): ThemeConfig {
  const dark = palette.mode === 'dark';
  return {
    algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: {
      colorPrimary: palette.primary,
      colorInfo: palette.link,
      colorLink: palette.link,
      colorLinkHover: palette.linkHover,
      colorLinkActive: palette.link,
      colorError: palette.error,
      colorSuccess: palette.success,
      colorWarning: palette.warning,
      colorSuccessText: palette.success,
      colorWarningText: palette.warning,
      colorErrorText: palette.error,
      colorTextLightSolid: palette.onSolid,
      colorTextBase: palette.text,
      colorBgBase: dark ? palette.layout : palette.container,
      colorBgLayout: palette.layout,
      colorBgContainer: palette.container,
      colorBgElevated: palette.elevated,
      borderRadius: palette.radius,
      // Where the selection antd derives from the primary is too strong for secondary text on it (minimal's
      // mid-grey, tokyo-night's and matrix's bright tints), the palette gives its own.
      ...(palette.selectedBg
        ? { colorPrimaryBg: palette.selectedBg, controlItemBgActive: palette.selectedBg, colorPrimaryBgHover: palette.selectedBg, controlItemBgActiveHover: palette.selectedBg }
        : {}),
      ...readableTextTones(palette),
    },
  };
}

/**
 * Coloured tags write their text in shade 7 of their colour on shade 1; several (green, gold, orange, cyan...)
 * read at under 4.5:1 there. Each takes the first shade from 7 on (deeper on light, lighter on dark) that
 * reaches AA on its background. Status tags (success, processing, warning, error) write in the status colour
 * on its pale background (2.2:1 for antd's green): they take the theme's text-strength status colours.
 */
function tagTokens(palette: ThemePalette, resolved: Record<string, unknown>): Record<string, string> {
  const tokens: Record<string, string> = {};
  const shades = [7, 8, 9, 10];
  for (const color of PRESET_TAG_COLORS) {
    const background = String(resolved[`${color}1`]);
    const pick = shades.map((shade) => String(resolved[`${color}${shade}`])).find((shade) => contrastRatio(shade, background, palette.container) >= AA_TEXT);
    tokens[`${color}7`] = pick ?? palette.text;
    // A solid tag (`variant="solid"`) writes the theme's text-on-solid colour on shade 6: the nearest shade that
    // reads at AA under it replaces shade 6.
    const solid = [6, 7, 5, 8, 4, 9, 3, 10, 2]
      .map((shade) => String(resolved[`${color}${shade}`]))
      .find((shade) => contrastRatio(palette.onSolid, shade) >= AA_TEXT);
    if (solid) tokens[`${color}6`] = solid;
  }
  const status: Array<[string, string]> = [
    ['Success', palette.success],
    ['Info', palette.link],
    ['Warning', palette.warning],
    ['Error', palette.error],
  ];
  for (const [name, text] of status) {
    const background = String(resolved[`color${name}Bg`]);
    tokens[`color${name}`] = contrastRatio(text, background, palette.container) >= AA_TEXT ? text : palette.text;
  }
  return tokens;
}

function buildConfig(name: ThemeName): ThemeConfig {
  const palette: ThemePalette = THEME_PALETTES[name];
  const base = baseConfig(palette);
  const resolved = theme.getDesignToken(base) as unknown as Record<string, unknown>;
  const onError = textOn(palette.error, palette);
  return {
    ...base,
    // Popups, tooltips and the page's own color-scheme.
    components: {
      Button: {
        // A hovered outlined button's text takes the hover link tone; a hovered primary moves away from the page.
        defaultHoverColor: palette.linkHover,
        defaultHoverBorderColor: palette.linkHover,
        defaultActiveColor: palette.link,
        colorPrimaryHover: palette.primaryHover,
        colorPrimaryActive: palette.primaryActive,
        primaryColor: palette.onSolid,
        dangerColor: onError,
        colorLink: palette.link,
      },
      // The selected tab's text in the link tone: a dark theme's primary can read at under 3:1 on its background.
      Tabs: { itemSelectedColor: palette.link, itemHoverColor: palette.linkHover, itemActiveColor: palette.link, inkBarColor: palette.link },
      Menu: { itemSelectedColor: palette.link, horizontalItemSelectedColor: palette.link, itemHoverColor: palette.text },
      Pagination: { itemActiveColor: palette.link, itemActiveColorHover: palette.linkHover },
      // A checked radio button writes in the primary colour: the link tone reads on every background.
      Radio: { colorPrimary: palette.link, buttonSolidCheckedColor: textOn(palette.link, palette) },
      Tag: tagTokens(palette, resolved),
      // Tooltips sit on the elevated colour with the theme's own text (not the text-on-solid colour).
      Tooltip: { colorBgSpotlight: palette.mode === 'dark' ? palette.elevated : '#262626', colorTextLightSolid: palette.mode === 'dark' ? palette.text : '#ffffff' },
      // A badge's count is written on the error colour.
      Badge: { colorTextLightSolid: onError },
      // `margin` sets the gap between stacked notifications.
      Notification: { width: TOAST_WIDTH_PX, margin: TOAST_GAP_PX },
    },
  };
}

const cache = new Map<ThemeName, ThemeConfig>();

/** The antd theme (algorithm, tokens and component tokens) of one of the seven themes. */
export function themeConfigFor(name: ThemeName): ThemeConfig {
  let config = cache.get(name);
  if (!config) {
    config = buildConfig(name);
    cache.set(name, config);
  }
  return config;
}
