import { describe, it, expect } from 'vitest';
import { html, nodeOf } from '../test-utils';
import { validate, defaults, type W0005Value } from './schema';

describe('W0005 商品橱窗', () => {
  it('defaults: title, tab and 7 goods (400×400 hero, 150×150 others)', () => {
    const markup = html(nodeOf('W0005'), 'design');
    expect(markup).toContain('商品橱窗');
    expect(markup).toContain('tab1');
    expect(markup.match(/400px \* 400px/g)).toHaveLength(1);
    expect(markup.match(/150px \* 150px/g)).toHaveLength(6);
  });
  it('only the first tab is visible at first; every tab is in the HTML', () => {
    const node = nodeOf('W0005', { data: [
      { text: 'A', data: [{ goods_id: 1, goods_name: '甲' }] },
      { text: 'B', data: [{ goods_id: 2, goods_name: '乙' }] },
    ] });
    const markup = html(node);
    expect(markup).toContain('<div class="w-tab-panel">');
    expect(markup).toContain('<div class="w-tab-panel" hidden="">');
    expect(markup).toContain('href="/items/2"');
    expect(markup).toContain('class="w-tab is-active"');
  });
  it('needs at least one goods per tab', () => {
    expect(validate({ ...defaults, data: [{ text: 't', data: [] }] } as W0005Value)).toEqual([{ path: 'data[0].data', message: '请至少添加1个商品' }]);
    expect(validate({ ...defaults, data: [] } as unknown as W0005Value)).toEqual([{ path: 'data', message: '请至少添加1个商品' }]);
  });
});
