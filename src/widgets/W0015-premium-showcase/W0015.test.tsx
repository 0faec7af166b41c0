import { describe, it, expect } from 'vitest';
import { html, nodeOf } from '../test-utils';
import { validate, defaults, type W0015Value } from './schema';

describe('W0015 精品橱窗', () => {
  it('defaults: 11 goods — hero 290×160, nine 90×90, last 122×122', () => {
    const markup = html(nodeOf('W0015'), 'design');
    expect(markup).toContain('精品橱窗 &gt;');
    expect(markup).toContain('290px * 160px');
    expect(markup.match(/90px \* 90px/g)).toHaveLength(9);
    expect(markup).toContain('122px * 122px');
    expect(markup).toContain('width:306px;height:122px');
  });
  it('prices honour wgtToFixed and colours', () => {
    const node = nodeOf('W0015', { wgtToFixed: 0, wgtPriceColor: '#00ff00', data: [{ text: 't', data: [{ goods_id: 1, price: 12345 }] }] });
    const markup = html(node);
    expect(markup).toContain('¥123<');
    expect(markup).toContain('color:#008a00'); // #00ff00 darkened to read on white (4.5:1)
    expect(html(nodeOf('W0015', { wgtToFixed: 1, data: [{ text: 't', data: [{ goods_id: 1, price: 12345 }] }] }))).toContain('¥123.5<');
  });
  it('hero name is title font + 2', () => {
    expect(html(nodeOf('W0015', { wgtTitleFontSize: 18 }))).toContain('font-size:20px');
  });
  it('limits: goods per tab and decimals 0–2', () => {
    expect(validate(defaults)).toEqual([]);
    expect(validate({ ...defaults, wgtToFixed: 3 } as W0015Value)).toEqual([{ path: 'wgtToFixed', message: '小数位数只能是0到2位' }]);
    expect(validate({ ...defaults, data: [{ text: 't', data: [] }] } as W0015Value)[0].message).toBe('请至少添加1个商品');
  });
});
