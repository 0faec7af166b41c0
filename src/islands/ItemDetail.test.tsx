import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import ItemDetail from './ItemDetail';
import ItemList from './ItemList';
import { itemFixture } from './__fixtures__/item';

/** What the compiler does at build time: plain server rendering from props. */
describe('ItemDetail server render', () => {
  const html = renderToString(<ItemDetail item={itemFixture} introHtml="<p>详情段落</p>" />);

  it('preselects the first buyable SKU and shows its price', () => {
    expect(html).toMatch(/aria-pressed="true"[^>]*>袋装</);
    expect(html).toMatch(/aria-pressed="true"[^>]*>250g</);
    expect(html).toContain('¥87.90');
    expect(html).toContain('<del class="pd-market">¥110.00</del>');
    // 100g has no buyable SKU with 袋装 chosen.
    expect(html).toMatch(/disabled=""[^>]*>100g</);
    expect(html).toContain('价格');
  });

  it('has the buy toolbar, 联系客服 and the intro', () => {
    for (const text of ['加入购物车', '立即购买', '联系客服', '商品详情', '规格参数', '<p>详情段落</p>']) expect(html).toContain(text);
  });

  it('renders the same twice (no clock or randomness in render)', () => {
    expect(renderToString(<ItemDetail item={itemFixture} introHtml="<p>详情段落</p>" />)).toBe(html);
  });

  it('a sold-out item shows only 补货中 and 联系客服', () => {
    const soldOut = { ...itemFixture, store: 0, spec_items: itemFixture.spec_items!.map((s) => ({ ...s, store: 0 })) };
    const out = renderToString(<ItemDetail item={soldOut} introHtml="" />);
    expect(out).toContain('补货中');
    expect(out).not.toContain('加入购物车');
  });
});

describe('ItemList server render', () => {
  it('renders the pre-rendered first page with links and prices', () => {
    const list = [{ item_id: 5, item_name: '二荆条干辣椒', pics: ['/media/x.png'], price: 2490, market_price: 3113 }];
    const html = renderToString(<ItemList initial={{ list, total_count: 1 }} categories={[{ category_id: 1, category_name: '辣椒', children: [] }]} />);
    expect(html).toContain('href="/items/5"');
    expect(html).toContain('¥24.90');
    expect(html).toContain('--没有更多数据--');
    expect(html).toContain('全部商品');
  });
  it('says so when nothing matches', () => {
    expect(renderToString(<ItemList initial={{ list: [], total_count: 0 }} categories={[]} />)).toContain('抱歉，没有找到相关商品');
  });
});
