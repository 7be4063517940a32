import { describe, expect, it } from 'vitest';
import { readableEventBackground, whiteTextContrast } from '../../../../web/src/screens/calendar/views/readableColor';

describe('event colours under white titles (WCAG AA 4.5:1)', () => {
  it('keeps a colour white text already reads on', () => {
    expect(readableEventBackground('#673AB7')).toBe('#673AB7');
    expect(readableEventBackground('#2f54eb')).toBe('#2f54eb');
  });

  it('darkens a light colour of the same hue just enough', () => {
    for (const light of ['#1677FF', '#52c41a', '#faad14', '#fff', '#13C2C2']) {
      const darker = readableEventBackground(light);
      expect(darker).not.toBe(light);
      expect(whiteTextContrast(darker)!).toBeGreaterThanOrEqual(4.5);
    }
    // #1677FF needs only a little: the blue stays blue.
    expect(readableEventBackground('#1677FF')).toMatch(/^#1[0-5][0-9a-f]{4}$/);
  });

  it('leaves a value that is not a hex colour alone', () => {
    expect(readableEventBackground('rebeccapurple')).toBe('rebeccapurple');
    expect(whiteTextContrast('nope')).toBeNull();
  });
});
