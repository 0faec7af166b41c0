/**
 * XSS corpus against the operator-HTML sanitiser (what articles and item descriptions go through on
 * save and again on render). Each payload must come out with nothing that can run: no script
 * elements, no event handler attributes, no javascript:/vbscript:/data: URLs, no svg/math/iframe/
 * object/embed/style/base/form elements, no style attributes (CSS expression()/url()).
 */
import { describe, expect, it } from 'vitest';
import { sanitizeDescription, sanitizeHtml } from './sanitize';
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

  it('gives our sized pictures their variants and box, derived from the name only; other pictures stay as they are', () => {
    const html = '<p><img src="/media/goods/a_800x600.jpg" alt="花椒"></p><img src="/media/b_400x260.png" width="200" height="130"><img src="https://cdn.example.com/c.jpg"><img src="/media/d e_10x10.jpg">';
    const article = sanitizeHtml(html);
    expect(article).toContain('<picture><source type="image/webp" srcset="/media/goods/a_800x600-220w.webp 220w, /media/goods/a_800x600-440w.webp 440w, /media/goods/a_800x600-800w.webp 800w" sizes="(max-width: 800px) 100vw, 800px"><img src="/media/goods/a_800x600.jpg" alt="花椒" width="800" height="600" srcset="/media/goods/a_800x600-220w.jpg 220w, /media/goods/a_800x600-440w.jpg 440w, /media/goods/a_800x600-800w.jpg 800w" sizes="(max-width: 800px) 100vw, 800px" decoding="async"></picture>');
    // The operator's own box is kept; an article's pictures after the first load when scrolled near.
    expect(article).toContain('<img src="/media/b_400x260.png" width="200" height="130" srcset="/media/b_400x260-220w.png 220w, /media/b_400x260-400w.png 400w" sizes="(max-width: 800px) 100vw, 800px" decoding="async" loading="lazy">');
    expect(article).toContain('<img src="https://cdn.example.com/c.jpg">');
    expect(article).toContain('<img src="/media/d e_10x10.jpg">');
    expect(sanitizeHtml(article)).toBe(article);
    // A description is below the fold: every picture loads when scrolled near.
    expect(sanitizeDescription(html).match(/loading="lazy"/g)).toHaveLength(2);
  });
});
