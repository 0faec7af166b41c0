import { describe, it, expect } from 'vitest';
import { html, nodeOf } from '../test-utils';

const tree = [{ category_id: 1, category_name: '调味料', image_url: 'i.png', children: [
  { category_id: 11, category_name: '花椒', children: [{ category_id: 111, category_name: '青花椒' }, { category_id: 112, category_name: '红花椒' }] },
] }];

describe('W0007 导航菜单 / W0022 主类目导航', () => {
  it('button, category rows, fly-out and nav links', () => {
    const markup = html(nodeOf('W0007', { categoryData: tree, data: [{ title: '购物车', pathData: { linkPage: 'page', url: '/cart' }, wgtHotKeywordTextColor: '#123456' }] }));
    expect(markup).toContain('全部商品分类');
    expect(markup).toContain('color:#FFFFFF;background:#cc4a02'); // the brand fill deepened so white text reads
    expect(markup).toContain('href="/items?cat_id=1"');
    expect(markup).toContain('href="/items?cat_id=11"');
    expect(markup).toContain('href="/items?cat_id=112"');
    expect(markup).toContain('w-catnav-sep');
    expect(markup).toMatch(/<a class="w-link" style="color:#123456" href="\/cart">购物车<\/a>/);
  });
  it('hover:true keeps the list open, hover:false starts closed', () => {
    expect(html(nodeOf('W0007', { categoryData: tree, hover: true }))).toContain('<ul class="w-catnav-list" aria-label="全部商品分类">');
    expect(html(nodeOf('W0007', { categoryData: tree, hover: false }))).toContain('<ul class="w-catnav-list" aria-label="全部商品分类" hidden="">');
  });
  it('W0022 links the main-category tree with main_category', () => {
    const markup = html(nodeOf('W0022', { categoryData: tree }));
    expect(markup).toContain('href="/items?main_category=111"');
    expect(markup).not.toContain('cat_id=');
  });
});

describe('W0007 / W0022 相对位置 (menuTop) and W0022 自定义主题 (customerThemeEnabled)', () => {
  it('menuTop moves the category list down from the widget top (40 = right under the button)', () => {
    expect(html(nodeOf('W0007', { categoryData: tree, menuTop: 60 }))).toContain('<ul class="w-catnav-list" aria-label="全部商品分类" style="top:60px">');
    expect(html(nodeOf('W0022', { categoryData: tree, menuTop: 0 }))).toContain('style="top:0"');
    expect(html(nodeOf('W0007', { categoryData: tree }))).toContain('<ul class="w-catnav-list" aria-label="全部商品分类">');
  });
  it('customerThemeEnabled off: the 全部商品分类 button takes the page theme colour, on: its own 分类背景', () => {
    const off = html(nodeOf('W0022', { customerThemeEnabled: false, wgtTypeBackgroundColor: '#FF5D02' }), 'render', { page: { themeColor: '#0A7B34', backgroundColor: '#fff' } });
    expect(off).toMatch(/class="w-catnav-btn" style="color:[^"]*;background:#0A7B34"/);
    const on = html(nodeOf('W0022', { customerThemeEnabled: true, wgtTypeBackgroundColor: '#8A2BE2' }), 'render', { page: { themeColor: '#0A7B34', backgroundColor: '#fff' } });
    expect(on).toMatch(/class="w-catnav-btn" style="color:[^"]*;background:#8A2BE2"/);
  });
});
