/** The item page's marketing blocks as the compiler pre-renders them, and their pure rules. */
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import ItemDetail from '../ItemDetail';
import { itemFixture } from '../__fixtures__/item';
import { activityPhase, activityWindow, claimState, couponRule, formatCountdown, toUnixSeconds, type ItemCoupon, type MarketingItem } from './marketing';

const coupon = (over: Partial<ItemCoupon>): ItemCoupon => ({
  card_id: 1, title: '满99减10', card_type: 'cash', reduce_cost: 1000, least_cost: 9900, discount: 0, quantity: 100, get_num: 0, get_limit: 1, user_get_num: 0, begin_date: 0, end_date: 0, ...over,
});
const render = (item: MarketingItem) => renderToString(<ItemDetail item={item} introHtml="" />);

describe('item page marketing blocks (server render)', () => {
  it('shows 4 coupons and 展开 for the rest, each with its claim state', () => {
    const kaquan_list = [
      coupon({ card_id: 1 }), coupon({ card_id: 2, user_get_num: 1, title: '满199减30', least_cost: 19900, reduce_cost: 3000 }),
      coupon({ card_id: 3, get_num: 100, title: '满29减3', least_cost: 2900, reduce_cost: 300 }),
      coupon({ card_id: 4, card_type: 'discount', discount: 10, least_cost: 5000 }), coupon({ card_id: 5, least_cost: 0, reduce_cost: 500 }),
    ];
    const html = render({ ...itemFixture, kaquan_list });
    expect(html).toContain('满99减10');
    expect(html).toContain('已领取');
    expect(html).toContain('已领完');
    expect(html).toContain('满50享9折');
    expect(html).not.toContain('无门槛减5'); // the fifth waits behind 展开
    expect(html).toContain('展开（共5张）');
  });

  it('activity price label, badge, countdown (fixed times until the server clock is known) and promotions', () => {
    const begin = Date.UTC(2026, 10, 25, 2, 0) / 1000; // 10:00 Beijing
    const item: MarketingItem = {
      ...itemFixture, act_price: 2990, activity_type: 'limited_time_sale',
      spec_items: itemFixture.spec_items!.map((s) => ({ ...s, act_price: 2990 })),
      activity_info: { begin_time: begin, end_time: begin + 7200 },
      promotion_activity: [{ marketing_id: 7, promotion_tag: '满减', marketing_name: '满100减20' }],
    };
    const html = render(item);
    expect(html).toContain('活动价');
    expect(html).toContain('¥29.90');
    expect(html).toContain('限时特惠');
    expect(html).toContain('2026-11-25 10:00 至 2026-11-25 12:00 结束');
    expect(html).toMatch(/满减<\/span><span>满100减20/);
    expect(render(item)).toBe(html);
  });

  it('member price label; no marketing rows when nothing applies; video and share buttons', () => {
    const vip = render({ ...itemFixture, member_price: 3591, spec_items: itemFixture.spec_items!.map((s) => ({ ...s, member_price: s.price - 100 })) });
    expect(vip).toContain('会员价');
    const plain = render({ ...itemFixture, videos: '/media/v.webm' });
    expect(plain).not.toContain('优惠券');
    expect(plain).not.toContain('促销');
    expect(plain).not.toContain('倒计时');
    expect(plain).toContain('商品视频');
    for (const site of ['微信', '微博', 'QQ空间', '豆瓣']) expect(plain).toContain(site);
    expect(render(itemFixture)).not.toContain('商品视频');
  });
});

describe('marketing rules', () => {
  it('claim states follow get_limit and quantity', () => {
    expect(claimState(coupon({}))).toBe('open');
    expect(claimState(coupon({ get_limit: 2, user_get_num: 1 }))).toBe('open');
    expect(claimState(coupon({ user_get_num: 1 }))).toBe('taken');
    expect(claimState(coupon({ get_num: 100 }))).toBe('soldOut');
    expect(couponRule(coupon({ least_cost: 0, reduce_cost: 550 }))).toBe('无门槛减5.5');
  });

  it('reads activity times in seconds, milliseconds or Beijing date strings', () => {
    expect(toUnixSeconds(1764036000)).toBe(1764036000);
    expect(toUnixSeconds(1764036000000)).toBe(1764036000);
    expect(toUnixSeconds('2025-11-25 10:00:00')).toBe(Date.UTC(2025, 10, 25, 2) / 1000);
    expect(toUnixSeconds('')).toBeUndefined();
    expect(activityWindow({ start_time: 10, end_time: 20 })).toEqual({ begin: 10, end: 20 });
  });

  it('phases and countdown text', () => {
    expect(activityPhase({ begin: 100, end: 200 }, 40)).toEqual({ kind: 'before', seconds: 60 });
    expect(activityPhase({ begin: 100, end: 200 }, 150)).toEqual({ kind: 'running', seconds: 50 });
    expect(activityPhase({ begin: 100, end: 200 }, 200)).toEqual({ kind: 'over' });
    expect(activityPhase({}, 1)).toBeUndefined();
    expect(formatCountdown(3 * 86400 + 3600 + 62)).toBe('3天 01:01:02');
    expect(formatCountdown(59)).toBe('00:00:59');
  });
});
