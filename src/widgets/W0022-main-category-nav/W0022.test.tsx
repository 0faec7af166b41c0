import { describe, it, expect } from 'vitest';
import { html, nodeOf } from '../test-utils';
import { widgets } from '../registry';

describe('W0022 主类目导航', () => {
  it('same defaults as W0007 apart from its name', () => {
    const { name, alias, text, type, ...rest } = widgets.W0022.defaults;
    const { name: n7, alias: a7, text: t7, type: ty7, ...rest7 } = widgets.W0007.defaults;
    expect([name, alias, text, type]).toEqual(['主类目导航', '主类目导航', '主类目导航', 'W0022']);
    expect([n7, a7, t7, ty7]).toEqual(['导航菜单', '导航菜单', '导航菜单', 'W0007']);
    expect(rest).toEqual(rest7);
  });
  it('renders the dropdown button, open by default (hover: true)', () => {
    const markup = html(nodeOf('W0022', { categoryData: [{ category_id: 4, category_name: '香料' }] }));
    expect(markup).toContain('全部商品分类');
    expect(markup).toContain('href="/items?main_category=4"');
    expect(markup).toContain('<ul class="w-catnav-list" aria-label="全部商品分类">');
  });
});
