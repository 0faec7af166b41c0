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
