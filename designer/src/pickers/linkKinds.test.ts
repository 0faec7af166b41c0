import { describe, expect, it } from 'vitest';
import { resolveLink } from '../../../src/lib/links';
import { LINK_KINDS } from './linkKinds';
import { hrefLink } from './links';

const samples: Record<string, unknown> = {
  goods: { item_id: 7, item_name: '花椒', pics: [], price: 100 },
  category: { category_id: 3, category_name: '调味料', depth: 0 },
  maincategory: { category_id: 4, category_name: '火锅底料', depth: 0 },
  brand: { attribute_id: '川香源', attribute_name: '川香源' },
  tag: { tag_id: '新品', tag_name: '新品' },
  management: { title: '品牌故事', url: '/story' },
  bring: { item_id: 8, item_name: '辣椒面', pics: [], price: 100 },
  page: { title: '购物车', id: '4', url: '/cart' },
  marketing: { title: '领券中心', url: '/member/coupon-center' },
  seckill: { item_id: 9, item_name: '藤椒油', pics: [], price: 100 },
  customer: { theme_pc_template_id: 12, template_title: '端午', page_type: 'custom', status: 1 },
  live: { theme_pc_template_id: 13, template_title: '直播间', page_type: 'custom', status: 1 },
};
const expected: Record<string, string> = {
  goods: '/items/7', category: '/items?cat_id=3', maincategory: '/items?main_category=4', brand: `/items?keywords=${encodeURIComponent('川香源')}`,
  tag: `/items?tag=${encodeURIComponent('新品')}`, management: '/story', bring: '/items/8', page: '/cart', marketing: '/member/coupon-center',
  seckill: '/items/9', customer: '/custompage?pageid=12', live: '/custompage?pageid=13',
};

describe('the 13 link kinds', () => {
  it('offers goods … live and 自定义路由, in the spec order', () => {
    expect([...LINK_KINDS.map((k) => k.kind), 'href']).toEqual(['goods', 'category', 'maincategory', 'brand', 'tag', 'management', 'bring', 'page', 'marketing', 'seckill', 'customer', 'live', 'href']);
  });

  it('each picked record becomes a link the storefront resolves, with or without its precomputed href', () => {
    for (const k of LINK_KINDS) {
      const link = k.toLink(samples[k.kind]);
      expect(link.linkPage, k.kind).toBe(k.kind);
      expect(resolveLink(link), k.kind).toBe(expected[k.kind]);
      const { href: _h, ...stored } = link;
      expect(resolveLink(stored), `${k.kind} without href`).toBe(k.kind === 'brand' ? `/items?brand_id=${encodeURIComponent('川香源')}` : expected[k.kind]);
    }
    expect(resolveLink(hrefLink('https://www.xxx.com/a'))).toBe('https://www.xxx.com/a');
  });
});
