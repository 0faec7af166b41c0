import { describe, it, expect } from 'vitest';
import { html, nodeOf } from '../test-utils';
import { validate, defaults, type W0020Value } from './schema';

describe('W0020 为你推荐', () => {
  it('defaults: title bar, two shop cards with 583×96, 149×246, 80×80 and 3 goods of 118×118', () => {
    const markup = html(nodeOf('W0020'), 'design');
    expect(markup).toContain('为你推荐');
    expect(markup).toContain('linear-gradient(to right, #FF5A00, #FF8600)');
    expect(markup.match(/class="w-recshop"/g)).toHaveLength(2);
    expect(markup.match(/583px \* 96px/g)).toHaveLength(2);
    expect(markup.match(/149px \* 246px/g)).toHaveLength(2);
    expect(markup.match(/80px \* 80px/g)).toHaveLength(2);
    expect(markup.match(/118px \* 118px/g)).toHaveLength(6);
    expect(markup).toContain('店铺标签1');
    expect(markup).toContain('¥17.99');
  });
  it('static links to shop and goods (root-relative); hidden title; unselected goods hidden', () => {
    const node = nodeOf('W0020', { wgtHiddenTitle: true, wgtHideUnselectedItems: true, data: [{ shop_id: 3, shop_name: '川味店', goods_list: [{ goods_id: 11, goods_name: '豆瓣酱', price: 990 }, { goods_id: '', goods_name: '占位' }] }] });
    const markup = html(node);
    expect(markup).not.toContain('w-titlebar');
    expect(markup).toContain('href="/shops/info?distributor_id=3"');
    expect(markup).toContain('href="/items/11"');
    expect(markup).not.toContain('占位');
    expect(markup).not.toContain('data-island');
  });
  it('goods before a shop: 请先选择商铺', () => {
    expect(validate(defaults)).toEqual([]);
    expect(validate({ ...defaults, data: [{ shop_id: '', goods_list: [{ goods_id: 1 }] }] } as W0020Value)).toEqual([{ path: 'data[0].goods_list', message: '请先选择商铺' }]);
  });
});

describe('W0020 价格字体 (wgtPriceFontSize)', () => {
  it('the goods price takes the set font size', () => {
    const shop = { shop_id: 1, shop_name: '店', goods_list: [{ goods_id: 5, goods_name: '花椒', price: 1200 }] };
    const markup = html(nodeOf('W0020', { data: [shop], wgtPriceFontSize: 23 }));
    expect(markup).toMatch(/class="w-price" style="color:[^"]*;font-size:23px"/);
  });
});
