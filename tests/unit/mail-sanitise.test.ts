import { describe, expect, it } from 'vitest';
import { revealRemoteImages, sanitiseEmailHtml } from '../../activities/mail/mime/sanitise';
import { cleanStyleAttribute, unescapeCss } from '../../activities/mail/mime/sanitise-css';

const styled = (style: string) => sanitiseEmailHtml(`<div style="${style}">Hearing on 12/03</div>`);

describe('style attributes of e-mail HTML', () => {
  it.each([
    ['background', 'background: #fff url(https://evil.example/bg.png) no-repeat'],
    ['list-style', "list-style: square url('https://evil.example/dot.png')"],
    ['border-image', 'border-image: url(https://evil.example/b.png) 30 round'],
    ['cursor', 'cursor: url(https://evil.example/c.cur), auto'],
    ['escaped u\\72l(', 'background-image: u\\72l(https://evil.example/e.png)'],
    ['escaped \\75 rl(', 'background-image: \\75 rl(https://evil.example/e.png)'],
    ['protocol-relative', 'background-image: url(//evil.example/p.png)'],
    ['CSS variable', '--pixel: url(https://evil.example/v.png); background: var(--pixel)'],
    ['image-set', "background-image: image-set('https://evil.example/i.png' 1x)"],
    ['comment inside the function name', 'background: ur/**/l(https://evil.example/c.png)'],
    ['IE expression', 'width: expression(alert(1))'],
    ['-moz-binding', '-moz-binding: url(https://evil.example/x.xml#x)'],
  ])('drops a declaration that loads something: %s', (_variant, style) => {
    const html = styled(`color: #123456; ${style}`);
    expect(html).not.toMatch(/evil\.example|expression|binding/);
    expect(html).toContain('color: #123456');
    expect(html).toContain('Hearing on 12/03');
  });

  it.each(['fixed', 'sticky', 'FIXED', 'fi\\78 ed'])('drops position: %s, which could cover the app', (value) => {
    const html = styled(`position: ${value}; top: 0; left: 0; width: 100%; height: 100%; color: red`);
    expect(html).not.toMatch(/position/i);
    expect(html).toContain('color: red');
  });

  it('keeps ordinary positioning and layout', () => {
    expect(cleanStyleAttribute('position: relative; margin: 0 auto; font-weight: bold')).toBe('position: relative; margin: 0 auto; font-weight: bold');
  });

  it('drops the whole attribute when it only loads things or does not parse', () => {
    expect(styled('background: url(https://evil.example/a.png)')).toBe('<div>Hearing on 12/03</div>');
    expect(cleanStyleAttribute('color: red; @import url(https://evil.example/a.css)')).toBeNull();
    expect(cleanStyleAttribute('color: "unterminated')).toBeNull();
  });

  it('cannot smuggle a rule out of the attribute with a closing brace', () => {
    const cleaned = cleanStyleAttribute('color: red} body{background: blue');
    expect(cleaned).toBe('color: red');
  });

  it('resolves CSS escapes the way a browser does', () => {
    expect(unescapeCss('u\\72l(')).toBe('url(');
    expect(unescapeCss('\\75 rl(')).toBe('url(');
    expect(unescapeCss('\\000075rl(')).toBe('url(');
    expect(unescapeCss('\\u\\r\\l(')).toBe('url(');
  });
});

describe('style blocks and addresses in e-mail HTML', () => {
  it('drops <style> blocks, their @import and url() included', () => {
    const html = sanitiseEmailHtml('<style>@import url(https://evil.example/a.css); body{background:url(https://evil.example/b.png)}</style><p>Text</p>');
    expect(html).toBe('<p>Text</p>');
  });

  it('drops relative and protocol-relative image addresses, which would reach our own app', () => {
    const html = sanitiseEmailHtml('<img src="/api/auth/me" alt="a"><img src="api/mail/accounts" alt="b"><img src="//evil.example/p.gif" alt="c">');
    expect(html).toBe('<img alt="a" /><img alt="b" /><img alt="c" />');
  });

  it('holds back absolute remote images and keeps embedded ones', () => {
    const html = sanitiseEmailHtml('<img src="https://news.example/logo.png" alt="logo"><img src="data:image/png;base64,iVBORw0KGgo=" alt="inline">');
    expect(html).toContain('<img alt="logo" data-remote-src="https://news.example/logo.png" />');
    expect(html).toContain('src="data:image/png;base64,iVBORw0KGgo="');
    expect(sanitiseEmailHtml(html)).toBe(html);
  });

  it('drops the address of relative and protocol-relative links and keeps absolute ones', () => {
    const html = sanitiseEmailHtml('<a href="/api/auth/logout">one</a><a href="//evil.example">two</a><a href="https://court.example/case">three</a><a href="mailto:clerk@court.example">four</a>');
    expect(html).toContain('<a>one</a><a>two</a>');
    expect(html).toContain('<a href="https://court.example/case" target="_blank" rel="noopener noreferrer nofollow">three</a>');
    expect(html).toContain('href="mailto:clerk@court.example"');
  });

  it('drops background and srcset attributes', () => {
    const html = sanitiseEmailHtml('<table background="/api/auth/me"><tr><td background="https://evil.example/t.png">x</td></tr></table><img srcset="/api/auth/me 1x" alt="s">');
    expect(html).not.toMatch(/background=|srcset|evil|\/api\//);
  });

  it('lets only absolute http(s) images load once the reader asks', () => {
    const held = sanitiseEmailHtml('<img src="https://news.example/logo.png" alt="logo"><img src="/api/auth/me" alt="own">');
    const shown = revealRemoteImages(held);
    expect(shown).toContain('<img alt="logo" src="https://news.example/logo.png" referrerpolicy="no-referrer" />');
    expect(shown).toContain('<img alt="own" />');
    expect(shown).not.toContain('/api/auth/me');
    expect(revealRemoteImages('<script>steal()</script><img src="/x" data-remote-src="https://a.example/i.png">')).toBe('<img />');
  });
});
