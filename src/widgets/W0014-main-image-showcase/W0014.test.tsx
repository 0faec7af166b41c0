import { describe, it, expect } from 'vitest';
import { html, nodeOf } from '../test-utils';
import { validate, defaults, type W0014Value } from './schema';

describe('W0014 主图橱窗', () => {
  it('defaults: pill title, hero 290×200 with 点击查看, nine 90×90 cards, no prices', () => {
    const markup = html(nodeOf('W0014'), 'design');
    expect(markup).toContain('主图橱窗 &gt;');
    expect(markup).toContain('background:#FF5D02;color:#ffffffff;border-radius:0');
    expect(markup).toContain('290px * 200px');
    expect(markup).toContain('点击查看');
    expect(markup.match(/90px \* 90px/g)).toHaveLength(9);
    expect(markup).toContain('color:#009EFF');
    expect(markup).not.toContain('¥');
  });
  it('rounded pill when wgtBorderRadius', () => {
    expect(html(nodeOf('W0014', { wgtBorderRadius: true }))).toContain('border-radius:15px');
  });
  it('goods link by goods_id', () => {
    expect(html(nodeOf('W0014', { data: [{ text: 't', data: [{ goods_id: 42, goods_name: 'a' }] }] }))).toContain('href="/items/42"');
  });
  it('needs a goods per tab', () => {
    expect(validate({ ...defaults, data: [{ text: 't', data: [] }] } as W0014Value)[0].message).toBe('请至少添加1个商品');
  });
});
