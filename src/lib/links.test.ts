import { describe, it, expect } from 'vitest';
import { resolveLink, goodsUrl, isExternal, normalizeUrl, shopUrl } from './links';

describe('resolveLink', () => {
  it('empty and missing links go nowhere', () => {
    for (const v of [undefined, null, '', {}, [], 0, { linkPage: '' }, { linkPage: 'unknown', id: 1 }]) {
      expect(resolveLink(v)).toBe('');
    }
  });
  it('a non-empty href wins over the kind', () => {
    expect(resolveLink({ linkPage: 'goods', itemId: 9, href: '/items/1' })).toBe('/items/1');
    expect(resolveLink({ linkPage: 'brand', attribute_id: 3, href: '' })).toBe('/items?brand_id=3');
  });
  it('goods: itemId | item_id | goods_id, with distributor_id when non-zero', () => {
    expect(resolveLink({ linkPage: 'goods', itemId: '923' })).toBe('/items/923');
    expect(resolveLink({ linkPage: 'goods', item_id: 924 })).toBe('/items/924');
    expect(resolveLink({ linkPage: 'goods', goods_id: 925, distributor_id: 0 })).toBe('/items/925');
    expect(resolveLink({ linkPage: 'goods', goods_id: 925, distributor_id: 12 })).toBe('/items/925?distributor_id=12');
    expect(resolveLink({ linkPage: 'goods', goods_id: '' })).toBe('');
  });
  it('category, maincategory, brand, tag', () => {
    expect(resolveLink({ linkPage: 'category', category_id: 633 })).toBe('/items?cat_id=633');
    expect(resolveLink({ linkPage: 'maincategory', category_id: 7 })).toBe('/items?main_category=7');
    expect(resolveLink({ linkPage: 'brand', attribute_id: 235 })).toBe('/items?brand_id=235');
    expect(resolveLink({ linkPage: 'tag', tag_id: 4 })).toBe('/items?tag=4');
    expect(resolveLink({ linkPage: 'tag', tag_id: 'x', tag_name: '新品' })).toBe(`/items?tag=${encodeURIComponent('新品')}`);
  });
  it('page, customer, href', () => {
    expect(resolveLink({ title: '购物车', id: '4', url: '/cart', linkPage: 'page', linkPageLabel: '页面' })).toBe('/cart');
    expect(resolveLink({ linkPage: 'customer', theme_pc_template_id: 5, id: 9 })).toBe('/custompage?pageid=5');
    expect(resolveLink({ linkPage: 'customer', id: 9 })).toBe('/custompage?pageid=9');
    expect(resolveLink({ linkPage: 'href', href: 'http://www.xxx.com' })).toBe('http://www.xxx.com');
  });
  it('coupons, seckill, marketing, management, bring, live', () => {
    expect(resolveLink({ linkPage: 'coupons', card_id: 3 })).toBe('/member/coupon-center');
    expect(resolveLink({ linkPage: 'seckill', seckill_id: 8 })).toBe('/items/activityGoodsList?seckill_id=8');
    expect(resolveLink({ linkPage: 'seckill' })).toBe('/items/activityGoodsList');
    expect(resolveLink({ linkPage: 'seckill', item_id: 5 })).toBe('/items/5');
    expect(resolveLink({ linkPage: 'marketing', id: 1 })).toBe('/items/activityGoodsList');
    expect(resolveLink({ linkPage: 'marketing', url: '/items/group-list' })).toBe('/items/group-list');
    expect(resolveLink({ linkPage: 'management', id: 1 })).toBe('/article');
    expect(resolveLink({ linkPage: 'bring', item_id: 3 })).toBe('/items/3');
    expect(resolveLink({ linkPage: 'live', theme_pc_template_id: 9 })).toBe('/custompage?pageid=9');
  });
  it('relative links become root-relative; scripts are dropped', () => {
    expect(resolveLink('items/12')).toBe('/items/12');
    expect(resolveLink({ href: 'shops/info?distributor_id=3' })).toBe('/shops/info?distributor_id=3');
    expect(resolveLink({ href: 'javascript:alert(1)' })).toBe('');
    expect(normalizeUrl('https://a.cn/x')).toBe('https://a.cn/x');
  });
});

describe('helpers', () => {
  it('goodsUrl and shopUrl', () => {
    expect(goodsUrl(12)).toBe('/items/12');
    expect(goodsUrl('')).toBe('');
    expect(goodsUrl(12, '0')).toBe('/items/12');
    expect(shopUrl(5)).toBe('/shops/info?distributor_id=5');
  });
  it('only http(s) links are external', () => {
    expect(isExternal('https://x.cn')).toBe(true);
    expect(isExternal('HTTP://x.cn')).toBe(true);
    expect(isExternal('/items')).toBe(false);
    expect(isExternal('//x.cn')).toBe(false);
  });
});
