import { describe, it, expect } from 'vitest';
import { html, nodeOf } from '../test-utils';
import { validate, defaults, type W0003Value } from './schema';

describe('W0003 热区图', () => {
  it('placeholder when no image', () => {
    expect(html(nodeOf('W0003', { width: 1190, height: 476 }), 'design')).toContain('1190px * 476px');
  });
  it('zones are absolutely positioned by percentages and link in render mode', () => {
    const node = nodeOf('W0003', { imgUrl: 'b.jpg', data: [{ leftPer: 0.1, topPer: 0.25, widthPer: 0.5, heightPer: 0.2, pathData: { linkPage: 'page', url: '/cart' } }] });
    const markup = html(node);
    expect(markup).toContain('left:10%;top:25%;width:50%;height:20%');
    expect(markup).toContain('href="/cart"');
    expect(html(node, 'design')).not.toContain('href="/cart"');
  });
  it('each zone link is named: its own title, else its link title, else 热区N', () => {
    const node = nodeOf('W0003', { imgUrl: 'b.jpg', data: [
      { leftPer: 0, topPer: 0, widthPer: 0.5, heightPer: 1, title: '新品上市', pathData: { linkPage: 'page', url: '/cart', title: '购物车' } },
      { leftPer: 0.5, topPer: 0, widthPer: 0.5, heightPer: 1, pathData: { linkPage: 'page', url: '/cart', title: '购物车' } },
      { leftPer: 0, topPer: 0, widthPer: 0.1, heightPer: 0.1, pathData: { linkPage: 'page', url: '/member' } },
      { leftPer: 0.2, topPer: 0, widthPer: 0.1, heightPer: 0.1, pathData: {} },
    ] });
    const markup = html(node);
    expect(markup).toContain('aria-label="新品上市"');
    expect(markup).toContain('aria-label="购物车"');
    expect(markup).toContain('aria-label="热区3"');
    // A zone without a link is no link: nothing to name (aria-label is not allowed on a bare <a>).
    expect(markup).not.toContain('aria-label="热区4"');
  });
  it('zones must stay inside the image', () => {
    expect(validate({ ...defaults, data: [{ leftPer: 1.2, topPer: 0, widthPer: 0.1, heightPer: 0.1 }] } as W0003Value))
      .toEqual([{ path: 'data[0].leftPer', message: '热区超出图片范围' }]);
  });
});
