import { describe, it, expect } from 'vitest';
import { html, nodeOf } from '../test-utils';
import { validate, defaults, type W0017Value } from './schema';

describe('W0017 特殊橱窗', () => {
  it('defaults: 882×592, hero 290×480, four 238×266 cards with 190×150 images', () => {
    const markup = html(nodeOf('W0017'), 'design');
    expect(markup).toContain('width:882px;height:592px');
    expect(markup).toContain('290px * 480px');
    expect(markup.match(/width:238px;height:266px/g)).toHaveLength(4);
    expect(markup.match(/190px \* 150px/g)).toHaveLength(4);
    expect(markup).toContain('精选');
    expect(markup).toContain('璀璨夺目甄选好礼');
    expect(markup).toContain('color:#767676;font-size:16px'); // #8C8C8C darkened to 4.5:1
  });
  it('hero links to pathData', () => {
    expect(html(nodeOf('W0017', { goods_pic: 'h.jpg', pathData: { linkPage: 'customer', theme_pc_template_id: 7 } }))).toContain('href="/custompage?pageid=7"');
  });
  it('tabs may be deleted to none, but a tab needs goods', () => {
    expect(validate({ ...defaults, data: [] } as unknown as W0017Value)).toEqual([]);
    expect(validate({ ...defaults, data: [{ text: 'x', goods_id: '', data: [] }] } as W0017Value)).toEqual([{ path: 'data[0].data', message: '请至少添加1个商品' }]);
  });
});

describe('W0017 a tab\'s goods_id', () => {
  it('the main picture opens the shown tab\'s goods; a tab without one keeps the main picture link', () => {
    const tabs = [{ text: '青花椒', goods_id: 42, data: [{ goods_id: 1 }] }, { text: '红花椒', goods_id: '', data: [{ goods_id: 2 }] }];
    const markup = html(nodeOf('W0017', { data: tabs, pathData: { linkPage: 'category', category_id: 9 } }));
    expect(markup).toMatch(/<a class="w-link w-w0017-hero"[^>]*href="\/items\/42"/);
    const noGoods = html(nodeOf('W0017', { data: [tabs[1]], pathData: { linkPage: 'category', category_id: 9 } }));
    expect(noGoods).toMatch(/<a class="w-link w-w0017-hero"[^>]*href="\/items\?cat_id=9"/);
  });
});
