/** Shop rows → what W0019 (nearby shops snapshot) and W0020 (recommended shop entry) store (widgets.md §5). */
import type { ShopRow } from '../api/client';

type Tag = { tag_id: number | string; tag_name: string };

export function toNearbyShop(s: ShopRow): Record<string, unknown> {
  return { distributor_id: s.distributor_id, name: s.name, banner: s.banner, logo: s.logo, tagList: s.tagList ?? [] };
}

/** Tags of the chosen shops, each once, for W0019's tabs (全部 is added by the widget). */
export function tagsOfShops(shops: { tagList?: Tag[] }[]): Tag[] {
  const seen = new Map<string, Tag>();
  for (const s of shops) for (const t of s.tagList ?? []) if (!seen.has(String(t.tag_id))) seen.set(String(t.tag_id), { tag_id: t.tag_id, tag_name: t.tag_name });
  return [...seen.values()];
}

/** A W0020 entry takes the shop's identity and up to 2 tags; its own top image and goods stay. */
export function recommendedShopPatch(s: ShopRow): Record<string, unknown> {
  return {
    shop_id: s.distributor_id, shop_name: s.name, banner: s.banner, logo: s.logo,
    tag_list: (s.tagList ?? []).slice(0, 2), pathData: { linkPage: 'shop', linkPageLabel: '店铺', distributor_id: s.distributor_id, title: s.name, href: `/shops/info?distributor_id=${s.distributor_id}` },
  };
}
