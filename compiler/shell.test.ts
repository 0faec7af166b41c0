import { describe, expect, it } from 'vitest';
import { chromeFrame, fillShell, fillShellBytes, isShellPage, prepareFill, swapChrome } from './shell';
import { productJsonLd, robotsTxt, sitemapXml } from './seo';
import { itemPage, templatePages } from './pages';

const SHELL = '<html><head><title>x</title><meta name="shop-slot" content="head"></head><body class="a" data-page-config><shop-slot name="header"></shop-slot><shop-slot name="body"></shop-slot><shop-slot name="footer"></shop-slot></body></html>';

describe('shell filling', () => {
  it('fills every slot, the title and the page settings', () => {
    const html = fillShell(SHELL, { title: '首页 <a>', head: '<meta name="k">', header: '<h>', footer: '<f>', body: 'B $& $1', page: { backgroundColor: '#f4f4f4', themeColor: '#FF5D02' } });
    expect(html).toBe('<html><head><title>首页 &lt;a&gt;</title><meta name="k"></head><body class="a" style="background-color:#f4f4f4;--theme-color:#FF5D02;--theme-ink:#bd4501;--theme-strong:#cc4a02"><h>B $& $1<f></body></html>');
    expect(isShellPage(SHELL)).toBe(true);
    expect(isShellPage(html)).toBe(false);
  });

  it('page settings reach the style attribute only when they are colours', () => {
    const html = fillShell(SHELL, { header: '', footer: '', page: { backgroundColor: 'red;}body{display:none}', themeColor: '#FF5D02;display:none' } });
    expect(html).not.toContain('display:none');
    expect(html).toContain('<body class="a" style="">');
    expect(fillShell(SHELL, { header: '', footer: '', page: { backgroundColor: 'rgba(0,0,0,0.5)', themeColor: 'red' } })).toContain('style="background-color:rgba(0,0,0,0.5);--theme-color:red;--theme-ink:#db0000;--theme-strong:#eb0000"');
  });

  it('moves <style> elements out of the body into the head, once each', () => {
    const page = '<html><head><title>x</title><shop-slot name="head"></shop-slot></head><body data-page-config><shop-slot name="header"></shop-slot><main><style>a{b:c}</style><i></i><style>a{b:c}</style></main><shop-slot name="footer"></shop-slot></body></html>';
    const html = fillShell(page, { header: '', footer: '', page: { backgroundColor: '#fff', themeColor: '#000' } });
    expect(html).toBe('<html><head><title>x</title><style>a{b:c}</style></head><body style="background-color:#fff;--theme-color:#000;--theme-ink:#000;--theme-strong:#000"><main><i></i></main></body></html>');
  });

  it('JSON-LD cannot break out of its script element', () => {
    const ld = productJsonLd({ name: '</script><script>alert(1)</script>', description: '', images: [], sku: 'A', priceFen: 1990, inStock: true, url: 'u', brand: 'b' });
    expect(ld.match(/<\/script>/g)).toHaveLength(1);
    expect(ld).toContain('"price":"19.90"');
  });

  it('sitemap and robots', () => {
    expect(sitemapXml('https://s.cn', ['/', '/items/1'])).toContain('<loc>https://s.cn/items/1</loc>');
    expect(robotsTxt('https://s.cn')).toContain('Disallow: /member');
  });

  it('home and custom pages are served at their spec routes', () => {
    expect(templatePages(1, true).map((p) => p.file)).toEqual(['index.html', 'home/index.html', 'shopadmin/index/index.html']);
    expect(templatePages(5, false).map((p) => p.path)).toEqual(['/custompage/5', '/product/5']);
    expect(itemPage(12).file).toBe('items/12/index.html');
  });
});

describe('swapping the header and footer of a filled page', () => {
  const shell = '<html><head><title>x</title><meta name="shop-slot" content="head"></head><body data-page-config><header><shop-slot name="header"></shop-slot></header><style>.s{a:b}</style><main><shop-slot name="body"></shop-slot></main><footer><shop-slot name="footer"></shop-slot></footer><style>.t{c:d}</style></body></html>';
  const page = { backgroundColor: '#f4f4f4', themeColor: '#FF5D02' };
  const fill = (html: string) => prepareFill(html);
  const old = { header: fill('<style>.h{x:y}</style><nav>旧页头 </head></nav>'), footer: fill('<p>旧页脚</p><style>.f{x:y}</style>') };
  const next = { header: fill('<nav>新页头，更长一些</nav><style>.h2{x:z}</style>'), footer: fill('<style>.f{x:y}</style><p>新页脚</p><style>.s{a:b}</style>') };
  const parts = (body: string) => ({ title: '商品 </head> <a>', head: '<script type="application/ld+json">{"n":"\\u003c/head>"}</script>', body: fill(body), page });

  it('gives the bytes of a page filled with the new header and footer', () => {
    for (const body of ['<div>正文 $& </head></div>', '', '<p>'.repeat(500)]) {
      const before = fillShellBytes(shell, { ...parts(body), ...old });
      const swapped = swapChrome(before, chromeFrame(shell, { page, ...old }), chromeFrame(shell, { page, ...next }));
      expect(swapped?.toString()).toBe(fillShellBytes(shell, { ...parts(body), ...next }).toString());
    }
  });

  it('refuses a page that was not filled with the header and footer it is said to have', () => {
    const other = fillShellBytes(shell, { ...parts('<div>正文</div>'), ...next });
    expect(swapChrome(other, chromeFrame(shell, { page, ...old }), chromeFrame(shell, { page, ...next }))).toBeUndefined();
    const themed = fillShellBytes(shell, { ...parts('<div>正文</div>'), ...old, page: { ...page, themeColor: '#123456' } });
    expect(swapChrome(themed, chromeFrame(shell, { page, ...old }), chromeFrame(shell, { page, ...next }))).toBeUndefined();
  });
});
