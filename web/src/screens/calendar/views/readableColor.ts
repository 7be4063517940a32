/** WCAG relative luminance of an sRGB colour given as #RGB or #RRGGBB; null for anything else. */
function luminance(hex: string): number | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return null;
  const digits = match[1]!.length === 3 ? [...match[1]!].map((digit) => digit + digit).join('') : match[1]!;
  const channels = [0, 2, 4].map((at) => parseInt(digits.slice(at, at + 2), 16) / 255);
  const [r, g, b] = channels.map((value) => (value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio of white text on the colour. */
export function whiteTextContrast(hex: string): number | null {
  const value = luminance(hex);
  return value === null ? null : 1.05 / (value + 0.05);
}

const AA_NORMAL_TEXT = 4.5;

/**
 * The colour itself when white text on it is readable (WCAG AA, 4.5:1), else the same hue darkened
 * just enough: a calendar's colour stays recognisable and its events' titles stay legible.
 */
export function readableEventBackground(hex: string): string {
  const contrast = whiteTextContrast(hex);
  if (contrast === null || contrast >= AA_NORMAL_TEXT) return hex;
  const digits = hex.trim().slice(1);
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  const base = [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16));
  for (let keep = 0.95; keep > 0; keep -= 0.05) {
    const darker = `#${base.map((channel) => Math.round(channel * keep).toString(16).padStart(2, '0')).join('')}`;
    if ((whiteTextContrast(darker) ?? 0) >= AA_NORMAL_TEXT) return darker;
  }
  return '#000000';
}
