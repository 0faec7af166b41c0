import { describe, it, expect } from 'vitest';
import { html, nodeOf } from '../test-utils';
import { activeIndex } from './Render';

const items = [
  { title: '首页', pathData: { linkPage: 'page', url: '/' } },
  { title: '花椒', pathData: { linkPage: 'category', category_id: 3 } },
  { title: '购物车', pathData: { linkPage: 'page', url: '/cart' } },
];

describe('W0013 滚动导航', () => {
  it('finds the entry whose link equals the current path (query included)', () => {
    expect(activeIndex(items, '/cart')).toBe(2);
    expect(activeIndex(items, '/items?cat_id=3')).toBe(1);
    expect(activeIndex(items, '/nope')).toBe(-1);
    expect(activeIndex(items, undefined)).toBe(-1);
  });
  it('a custom page matches its link whichever URL served it (/custompage/N, /custompage?pageid=N, /product/N)', () => {
    const withPage = [...items, { title: '专题', pathData: { linkPage: 'customer', theme_pc_template_id: 7 } }];
    expect(activeIndex(withPage, '/custompage/7')).toBe(3);
    expect(activeIndex(withPage, '/custompage/7/')).toBe(3);
    expect(activeIndex(withPage, '/custompage?pageid=7')).toBe(3);
    expect(activeIndex(withPage, '/product/7')).toBe(3);
    expect(activeIndex(withPage, '/custompage/8')).toBe(-1);
    expect(activeIndex(withPage, '/home')).toBe(0);
  });
  it('highlights the current entry with the wgtTheme bar', () => {
    const markup = html(nodeOf('W0013', { data: items, wgtTheme: '#ff0000', wgtTextColor: '#333333' }), 'render', { currentPath: '/items?cat_id=3' });
    expect(markup).toContain('<li class="is-active" style="border-bottom-color:#ff0000">');
    expect(markup.match(/is-active/g)).toHaveLength(1);
    expect(markup).toContain('style="color:#333333" href="/cart"');
  });
  it('arrows: prev disabled at the first entry; next disabled until measured overflow', () => {
    const markup = html(nodeOf('W0013', { data: items }));
    expect(markup).toMatch(/aria-label="上一个" disabled=""/);
    expect(markup).toMatch(/aria-label="下一个" disabled=""/);
  });
});
