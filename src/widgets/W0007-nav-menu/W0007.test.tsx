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
