import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { AA_TEXT, contrastRatio } from '../../domain/theme/contrast';
import { THEME_PALETTES } from '../../domain/theme/palettes';
import { THEME_NAMES } from '../../web/src/theme/themeContext';
import { PRESET_TAG_COLORS, themeConfigFor } from '../../web/src/theme/themes';

/**
 * WCAG AA (4.5:1) on each theme's resolved antd tokens: body, secondary and placeholder text, links, buttons,
 * the selected navigation item, and every coloured and status tag the screens use.
 */
type Pair = [label: string, foreground: string, background: string];

function pairsFor(name: (typeof THEME_NAMES)[number]): Pair[] {
  const config = themeConfigFor(name);
  const token = theme.getDesignToken(config) as unknown as Record<string, string>;
  const component = (config.components ?? {}) as Record<string, Record<string, string>>;
  const tag = { ...token, ...component.Tag };
  const button = { ...token, ...component.Button };
  const pairs: Pair[] = [];
  for (const background of ['colorBgContainer', 'colorBgLayout', 'colorBgElevated'] as const) {
    for (const text of ['colorText', 'colorTextSecondary', 'colorTextTertiary', 'colorTextDescription', 'colorTextPlaceholder', 'colorLink', 'colorLinkHover', 'colorErrorText', 'colorSuccessText', 'colorWarningText'] as const) {
      pairs.push([`${text} on ${background}`, token[text]!, token[background]!]);
    }
  }
  pairs.push(['primary button text', button.primaryColor!, token.colorPrimary!]);
  pairs.push(['hovered primary button text', button.primaryColor!, button.colorPrimaryHover!]);
  pairs.push(['pressed primary button text', button.primaryColor!, button.colorPrimaryActive!]);
  pairs.push(['danger button text', button.dangerColor!, token.colorError!]);
  pairs.push(['hovered default button text', button.defaultHoverColor!, token.colorBgContainer!]);
  pairs.push(['selected navigation item', token.colorLink!, token.colorPrimaryBg!]);
  pairs.push(['selected menu item', component.Menu!.itemSelectedColor!, token.controlItemBgActive!]);
  pairs.push(['selected select option', token.colorText!, token.controlItemBgActive!]);
  // A selected row or folder (mail folders, lists) keeps its secondary text (counts, addresses) readable.
  pairs.push(['secondary text on a selected item', token.colorTextSecondary!, token.controlItemBgActive!]);
  pairs.push(['secondary text on the selected navigation item', token.colorTextSecondary!, token.colorPrimaryBg!]);
  pairs.push(['secondary text on a hovered selected item', token.colorTextSecondary!, token.controlItemBgActiveHover!]);
  pairs.push(['selected tab', component.Tabs!.itemSelectedColor!, token.colorBgContainer!]);
  pairs.push(['tooltip', component.Tooltip!.colorTextLightSolid!, component.Tooltip!.colorBgSpotlight!]);
  pairs.push(['badge count', component.Badge!.colorTextLightSolid!, token.colorError!]);
  pairs.push(['default tag', token.colorText!, token.colorFillQuaternary!]);
  for (const color of PRESET_TAG_COLORS) {
    pairs.push([`${color} tag`, tag[`${color}7`]!, tag[`${color}1`]!]);
    pairs.push([`solid ${color} tag`, token.colorTextLightSolid!, tag[`${color}6`]!]);
  }
  for (const status of ['Success', 'Info', 'Warning', 'Error'] as const) {
    pairs.push([`${status.toLowerCase()} status tag`, tag[`color${status}`]!, token[`color${status}Bg`]!]);
  }
  return pairs;
}

describe('theme contrast (WCAG AA at the token level)', () => {
  it.each([...THEME_NAMES])('%s: every text/background pair reads at 4.5:1 or more', (name) => {
    const backdrop = THEME_PALETTES[name].container;
    const failures = pairsFor(name)
      .map(([label, fg, bg]) => ({ label, fg, bg, ratio: Math.round(contrastRatio(fg, bg, backdrop) * 100) / 100 }))
      .filter((pair) => pair.ratio < AA_TEXT);
    expect(failures).toEqual([]);
  });

  it('the contrast formula gives the WCAG figures', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    // antd's green on its pale background: the 2.2:1 of the walkthrough.
    expect(contrastRatio('#52c41a', '#f6ffed')).toBeLessThan(2.3);
    // A translucent text is laid over its background first.
    expect(contrastRatio('rgba(0, 0, 0, 0.5)', '#ffffff')).toBeCloseTo(contrastRatio('#808080', '#ffffff'), 1);
  });

  it('each theme has its own palette and the seven names of seed 001 §3', () => {
    expect([...THEME_NAMES]).toEqual(['light', 'dark', 'cyberpunk', 'tokyo-night', 'synthwave', 'matrix', 'minimal']);
    const primaries = new Set(THEME_NAMES.map((name) => `${THEME_PALETTES[name].primary}/${THEME_PALETTES[name].container}`));
    expect(primaries.size).toBe(THEME_NAMES.length);
  });
});
