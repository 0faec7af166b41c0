import { describe, it, expect } from 'vitest';
import { html, nodeOf } from '../test-utils';

describe('W0016 营销橱窗', () => {
  it('defaults: 384×422 card, green title pill, two 342×160 images', () => {
    const markup = html(nodeOf('W0016'), 'design');
    expect(markup).toContain('width:384px;height:422px');
    expect(markup).toContain('营销橱窗');
    expect(markup).toContain('看新奇好物');
    expect(markup).toContain('background:#33C900;color:#FFFFFF');
    expect(markup.match(/342px \* 160px/g)).toHaveLength(2);
  });
  it('header and images link', () => {
    const node = nodeOf('W0016', { linkPath: { linkPage: 'page', url: '/pointitems' }, data: [[{ imgUrl: 'a.jpg', pathData: { linkPage: 'goods', goods_id: 3 } }, { imgUrl: 'b.jpg', pathData: {} }]] });
    const markup = html(node);
    expect(markup).toContain('href="/pointitems"');
    expect(markup).toContain('href="/items/3"');
    expect(markup).toContain('src="b.jpg"');
  });
});
