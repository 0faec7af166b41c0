import { describe, expect, it } from 'vitest';
import { resolveLink } from '../../../src/lib/links';
import { recommendedShopPatch, tagsOfShops, toNearbyShop } from './shops';

const shop = { distributor_id: 3, name: '成都店', logo: '/l.png', banner: '/b.png', tagList: [{ tag_id: 1, tag_name: '川味' }, { tag_id: 2, tag_name: '自提' }, { tag_id: 3, tag_name: '新店' }] };

describe('shop entries', () => {
  it('W0019 keeps the shop card fields and its tags', () => {
    expect(toNearbyShop(shop)).toEqual({ distributor_id: 3, name: '成都店', banner: '/b.png', logo: '/l.png', tagList: shop.tagList });
    expect(tagsOfShops([shop, { tagList: [{ tag_id: 1, tag_name: '川味' }] }]).map((t) => t.tag_name)).toEqual(['川味', '自提', '新店']);
  });
  it('W0020 keeps at most 2 tags and links the shop page', () => {
    const p = recommendedShopPatch(shop);
    expect(p).toMatchObject({ shop_id: 3, shop_name: '成都店', tag_list: shop.tagList.slice(0, 2) });
    expect(resolveLink(p.pathData)).toBe('/shops/info?distributor_id=3');
  });
});
