/**
 * XSS corpus against the operator-HTML sanitiser (what articles and item descriptions go through on
 * save and again on render). Each payload must come out with nothing that can run: no script
 * elements, no event handler attributes, no javascript:/vbscript:/data: URLs, no svg/math/iframe/
 * object/embed/style/base/form elements, no style attributes (CSS expression()/url()).
 */
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize';
import { dangerous, XSS_CORPUS } from '../tests/helpers/xss';

describe('operator HTML sanitiser', () => {
  it.each(XSS_CORPUS)('neutralises %s', (payload) => {
    const out = sanitizeHtml(payload);
    expect(dangerous(out)).toEqual([]);
    // Idempotent: sanitising on save and again on render gives the same HTML.
    expect(sanitizeHtml(out)).toBe(out);
  });

  it('the corpus check itself flags each raw payload that carries active content', () => {
    const flagged = XSS_CORPUS.filter((p) => dangerous(p).length > 0);
    expect(flagged.length).toBeGreaterThan(XSS_CORPUS.length - 5);
  });

  it('keeps the article markup operators write', () => {
    const html = '<h2>做法</h2><p>先<strong>炒香</strong><em>豆瓣</em></p><ol><li>一</li></ol><blockquote>提示</blockquote><table><thead><tr><th>a</th></tr></thead><tbody><tr><td>b</td></tr></tbody></table><p><img src="/media/a.jpg" alt="图" width="400" height="300"></p><figure><figcaption>说明</figcaption></figure><a href="https://example.com/x">外链</a><a href="/technology">站内</a>';
    const out = sanitizeHtml(html);
    for (const part of ['<h2>做法</h2>', '<strong>炒香</strong>', '<blockquote>提示</blockquote>', '<img src="/media/a.jpg" alt="图" width="400" height="300">', '<figcaption>说明</figcaption>', 'href="https://example.com/x"', 'href="/technology"', '<td>b</td>']) {
      expect(out).toContain(part);
    }
  });

  it('drops scripts and styles with their text, keeps the prose around them', () => {
    expect(sanitizeHtml('<p>前</p><script>alert(1)</script><style>p{}</style><p>后</p>')).toBe('<p>前</p><p>后</p>');
  });
});
