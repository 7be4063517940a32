import { describe, expect, it } from 'vitest';
import { exceedsDepth, findBadText, isBadText } from '../../api/plugins/hostile-input/scan';

describe('hostile text', () => {
  it('finds NUL and unpaired surrogates, and lets paired ones through', () => {
    expect(isBadText('a\u0000b')).toBe(true);
    expect(isBadText('\ud800')).toBe(true);
    expect(isBadText('x\udc00')).toBe(true);
    expect(isBadText('\udc00\ud800')).toBe(true);
    expect(isBadText('smile \u{1F600} ü')).toBe(false);
  });

  it('names the first offending field at any depth, keys included', () => {
    expect(findBadText({ name: 'ok', nodes: [{ parameters: { label: 'x\u0000' } }] })).toBe('nodes[0].parameters.label');
    expect(findBadText({ config: { '\ud800': 1 } })).toBe('config');
    expect(findBadText(['\udfff'])).toBe('[0]');
    expect(findBadText({ a: ['fine', 1, null, true] })).toBeNull();
  });
});

describe('JSON nesting depth', () => {
  it('counts brackets outside strings only', () => {
    expect(exceedsDepth('[[[]]]', 3)).toBe(false);
    expect(exceedsDepth('[[[[]]]]', 3)).toBe(true);
    expect(exceedsDepth('{"a": "[[[[[[", "b": "\\"[[[["}', 1)).toBe(false);
    expect(exceedsDepth('{"a": {"b": [1]}}', 2)).toBe(true);
  });

  it('scans 100 000 levels without recursion', () => {
    expect(exceedsDepth('['.repeat(100_000) + ']'.repeat(100_000), 64)).toBe(true);
  });
});
