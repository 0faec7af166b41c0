import { describe, expect, it } from 'vitest';
import { cartExtras, RECOMMEND_COUNT } from './page-extras';
import { servicePromisesOf } from '../src/lib/service-promises';
import { buildFooter } from '../server/seed/pages';

const goods = Array.from({ length: 12 }, (_, i) => ({ item_id: 100 + i, item_name: `香料 ${i}`, pics: [`/media/g${i}.png`], price: 1990 + i, market_price: i % 2 ? 2990 : 0 }));
const promises = servicePromisesOf(buildFooter());

describe('static extras of the cart page', () => {
  it('the cart gets the footer promises and 猜你喜欢: ten tiles linking to their goods, prices marked for the member correction', () => {
    const html = cartExtras(promises, goods);
    expect(html).toMatch(/^<aside class="container sc-extras" aria-label="服务与推荐">/);
    for (const p of promises) expect(html).toContain(`<span class="svc-title">${p.title}</span><span class="svc-detail">${p.detail}</span>`);
    expect(html.match(/class="rc-tile"/g)).toHaveLength(RECOMMEND_COUNT);
    expect(html).toContain('href="/items/100"');
    expect(html).toContain('data-item-price="100"><span data-price-now="">¥19.90</span></span>');
    expect(html).toContain('<span data-price-now="">¥19.91</span><del>¥29.90</del>');
    expect(html).not.toContain('香料 10');
    expect(html).not.toMatch(/<script/);
  });

  it('leaves out what it has no data for: no promises in the footer, no best sellers', () => {
    expect(cartExtras([], [])).toBe('<aside class="container sc-extras" aria-label="服务与推荐"></aside>');
    expect(cartExtras(promises, [])).not.toContain('猜你喜欢');
  });
});
