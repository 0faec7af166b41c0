import { describe, expect, it } from 'vitest';
import { buyButtons, fastbuyCheckoutUrl } from './buy-buttons';

const labels = (s: Parameters<typeof buyButtons>[0]) => buyButtons(s).map((b) => `${b.label}${b.disabled ? '(禁用)' : ''}`);

describe('buy toolbar rules', () => {
  it('gift: only a disabled 赠品不可购买', () => {
    expect(labels({ is_gift: true, approve_status: 'onsale', store: 9 })).toEqual(['赠品不可购买(禁用)']);
  });
  it('instock: disabled 商品已下架', () => {
    expect(labels({ approve_status: 'instock', store: 9 })).toEqual(['商品已下架(禁用)']);
    expect(labels({ approve_status: 'offline_sale', store: 9 })).toEqual(['商品已下架(禁用)']);
  });
  it('store 0 replaces the on-sale buttons with a disabled restocking state', () => {
    expect(labels({ approve_status: 'onsale', store: 0 })).toEqual(['补货中(禁用)']);
  });
  it('normal on-sale: add to cart and buy now', () => {
    expect(labels({ approve_status: 'onsale', store: 3, activity_type: 'normal' })).toEqual(['加入购物车', '立即购买']);
    expect(labels({ approve_status: 'onsale', store: 3 })).toEqual(['加入购物车', '立即购买']);
  });
  it('group: start a group, or about to start when nostart', () => {
    expect(labels({ approve_status: 'onsale', store: 3, activity_type: 'group' })).toEqual(['我要开团']);
    expect(labels({ approve_status: 'onsale', store: 3, activity_type: 'group', activity_info: { show_status: 'nostart' } })).toEqual(['活动即将开始(禁用)']);
  });
  it('other activities: buy now only, or about to start while in_the_notice', () => {
    expect(labels({ approve_status: 'onsale', store: 3, activity_type: 'seckill' })).toEqual(['立即购买']);
    expect(labels({ approve_status: 'onsale', store: 3, activity_type: 'limited_time_sale', activity_info: { status: 'in_the_notice' } })).toEqual(['活动即将开始(禁用)']);
  });
  it('display-only goods get no buy buttons', () => {
    expect(labels({ approve_status: 'only_show', store: 3 })).toEqual([]);
  });
});

describe('fast-buy checkout URL', () => {
  it('normal', () => expect(fastbuyCheckoutUrl(0)).toBe('/cart/checkout?mode=fastbuy&id=0'));
  it('seckill adds seckill_id, ticket and order type', () => {
    expect(fastbuyCheckoutUrl(5, 'seckill', { seckill_id: 8 }, 'T1')).toBe('/cart/checkout?mode=fastbuy&id=5&seckill_id=8&ticket=T1&order_type=normal_seckill');
  });
  it('ptg adds chief and activity ids', () => {
    expect(fastbuyCheckoutUrl(0, 'ptg', { ptg_chief_id: 3, ptg_id: 4 })).toBe('/cart/checkout?mode=fastbuy&id=0&type=ptg&ptg_chief_id=3&ptg_id=4');
  });
});
