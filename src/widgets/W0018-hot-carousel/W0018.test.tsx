import { describe, it, expect } from 'vitest';
import { html, nodeOf } from '../test-utils';
import { validate, defaults, type W0018Value } from './schema';

const groups = (n: number) => Array.from({ length: n }, () => ({ data: [{ goods_id: 1 }] }));

describe('W0018 热卖橱窗', () => {
  it('defaults: 307×593, 最新热卖, 3 slides of 4 rows with 90×90 images', () => {
    const markup = html(nodeOf('W0018'), 'design');
    expect(markup).toContain('width:307px;height:593px');
    expect(markup).toContain('最新热卖');
    expect(markup.match(/class="swiper-slide"/g)).toHaveLength(3);
    expect(markup.match(/90px \* 90px/g)).toHaveLength(12);
    expect(markup).toContain('1/3');
  });
  it('price with market price, decimals from wgtToFixed, price colour and size', () => {
    const node = nodeOf('W0018', { wgtToFixed: 1, data: [{ data: [{ goods_id: 5, price: 12345, market_price: 20000, goods_name: '藤椒油' }] }] });
    const markup = html(node);
    expect(markup).toContain('color:#eb0032;font-size:20px'); // #FF0036 darkened to 4.5:1
    expect(markup).toContain('¥123.5<');
    expect(markup).toMatch(/<del[^>]*>¥200.0<\/del>/);
    expect(markup).toContain('href="/items/5"');
  });
  it('limits: 1–5 groups, title font 0–27, decimals 0–2', () => {
    expect(validate(defaults)).toEqual([]);
    expect(validate({ ...defaults, data: groups(6) } as W0018Value)).toEqual([{ path: 'data', message: '最多只能添加5组商品列表' }]);
    expect(validate({ ...defaults, data: [] } as unknown as W0018Value)).toEqual([{ path: 'data', message: '请至少添加1组商品列表' }]);
    expect(validate({ ...defaults, wgtTitleFontSize: 28 } as W0018Value)).toHaveLength(1);
  });
});

describe('W0018 样式五 per-group picture', () => {
  it('each group\'s imgUrl is its dot thumbnail', () => {
    const data = [{ imgUrl: '/media/a.jpg', data: [{ goods_id: 1 }] }, { imgUrl: '', data: [{ goods_id: 2 }] }];
    const markup = html(nodeOf('W0018', { styleType: 'style5', data }));
    expect(markup).toContain('background-image:url(&quot;/media/a.jpg&quot;)');
    expect(markup.match(/class="w-thumb/g)).toHaveLength(2);
  });
});
