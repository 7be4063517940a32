/**
 * WCAG 2.x contrast between two CSS colours (#rgb, #rrggbb, #rrggbbaa, rgb(), rgba()). A translucent
 * foreground is first laid over its background, as the browser paints it.
 */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** WCAG AA for normal text. */
export const AA_TEXT = 4.5;

export function parseColor(input: string): Rgba {
  const text = input.trim().toLowerCase();
  if (text.startsWith('#')) {
    const hex = text.slice(1);
    const full = hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex;
    if (!/^[0-9a-f]{6}([0-9a-f]{2})?$/.test(full)) throw new Error(`Not a colour: ${input}`);
    const byte = (i: number) => parseInt(full.slice(i, i + 2), 16);
    return { r: byte(0), g: byte(2), b: byte(4), a: full.length === 8 ? byte(6) / 255 : 1 };
  }
  const match = /^rgba?\(([^)]+)\)$/.exec(text);
  if (!match) throw new Error(`Not a colour: ${input}`);
  const parts = match[1]!.split(/[\s,/]+/).filter(Boolean).map(Number);
  const [r, g, b, a = 1] = parts;
  if ([r, g, b, a].some((n) => n === undefined || Number.isNaN(n))) throw new Error(`Not a colour: ${input}`);
  return { r: r!, g: g!, b: b!, a: a };
}

/** `top` painted over an opaque `bottom`. */
export function composite(top: Rgba, bottom: Rgba): Rgba {
  const mix = (f: number, b: number) => f * top.a + b * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

export function relativeLuminance({ r, g, b }: Rgba): number {
  const channel = (value: number) => {
    const s = value / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/**
 * The contrast ratio (1 to 21) of `foreground` on `background`; `backdrop` is what shows through a
 * translucent background (the page, white by default).
 */
export function contrastRatio(foreground: string, background: string, backdrop = '#ffffff'): number {
  const base = composite(parseColor(background), parseColor(backdrop));
  const fore = composite(parseColor(foreground), base);
  const l1 = relativeLuminance(fore);
  const l2 = relativeLuminance(base);
  const [hi, lo] = l1 > l2 ? [l1, l2] : [l2, l1];
  return (hi + 0.05) / (lo + 0.05);
}
