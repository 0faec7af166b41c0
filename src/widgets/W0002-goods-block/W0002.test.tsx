import { describe, it, expect } from 'vitest';
import { html, nodeOf } from '../test-utils';

describe('W0002 商品', () => {
  it('defaults: title bar gradient and 5 tiles of 214×214', () => {
    const markup = html(nodeOf('W0002'), 'design');
    expect(markup).toContain('linear-gradient(to right, #FF5A00, #FF8600)');
    expect(markup).toContain('font-size:28px');
    expect(markup.match(/class="w-goods-tile"/g)).toHaveLength(5);
    expect(markup.match(/214px \* 214px/g)).toHaveLength(5);
    expect(markup).toContain('商品名称1');
  });
  it('prices are fen: ¥ price + struck market price', () => {
    const markup = html(nodeOf('W0002', { data: [{ goods_id: 1, itemId: 7, goods_pic: 'p.jpg', price: 123456, market_price: 200000, goods_name: '花椒' }] }));
    expect(markup).toContain('¥1,234.56');
    expect(markup).toMatch(/<del[^>]*>¥2,000.00<\/del>/);
    expect(markup).toContain('href="/items/7"');
    expect(markup).toMatch(/src="p.jpg"[^>]*loading="lazy"/);
  });
  it('title links to moreLinkData; title alignment applies', () => {
    const markup = html(nodeOf('W0002', { titleAlign: 'left', moreLinkData: { linkPage: 'category', category_id: 3 } }));
    expect(markup).toContain('text-align:left');
    expect(markup).toContain('href="/items?cat_id=3"');
  });
  it('member price is shown with its label when there is no activity price', () => {
    const markup = html(nodeOf('W0002', { data: [{ goods_id: 1, price: 1000, member_price: 900, goods_name: 'x' }] }));
    expect(markup).toContain('会员价');
    expect(markup).toContain('¥9.00');
  });
});

describe('W0002 更多 (showMore, moreText)', () => {
  const link = { linkPage: 'category', category_id: 3 };
  it('shows 更多 at the right of the title bar, linked like the title, in its own words', () => {
    const markup = html(nodeOf('W0002', { moreLinkData: link, moreText: '全部花椒' }));
    expect(markup).toMatch(/<a class="w-link w-titlebar-more"[^>]*href="\/items\?cat_id=3">全部花椒 &gt;<\/a>/);
  });
  it('showMore off hides it; with no link there is nowhere to go, so none either', () => {
    expect(html(nodeOf('W0002', { moreLinkData: link, showMore: false }))).not.toContain('w-titlebar-more');
    expect(html(nodeOf('W0002', { moreLinkData: {} }))).not.toContain('w-titlebar-more');
  });
});
