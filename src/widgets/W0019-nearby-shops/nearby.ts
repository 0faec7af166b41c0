/** Data side of 附近商家: where the shopper is, which shops to list, which tag tabs really filter. */
import { api } from '../../lib/api';
import type { NearbyShop, ShopTag } from './schema';

export const BEIJING = { lat: 39.9042, lng: 116.4074 };
export const ALL_TAG: ShopTag = { tag_id: -1, tag_name: '全部' };
export const MAX_SHOPS = 10;
const GEO_TIMEOUT_MS = 5000;

/** Browser position, or Beijing when refused, unsupported or too slow. */
export function locate(): Promise<{ lat: number; lng: number }> {
  return new Promise((resolve) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) return resolve(BEIJING);
    const fallback = setTimeout(() => resolve(BEIJING), GEO_TIMEOUT_MS + 500);
    navigator.geolocation.getCurrentPosition(
      (p) => { clearTimeout(fallback); resolve({ lat: p.coords.latitude, lng: p.coords.longitude }); },
      () => { clearTimeout(fallback); resolve(BEIJING); },
      { timeout: GEO_TIMEOUT_MS, maximumAge: 600_000 },
    );
  });
}

export async function fetchNearby(): Promise<{ list: NearbyShop[]; tagList: ShopTag[] }> {
  const { lat, lng } = await locate();
  const data = await api.get<{ list?: NearbyShop[]; tagList?: ShopTag[] }>(
    'distributor/list', { lat, lng, show_discount: 1, type: 0, sort_type: 1 }, { showError: false },
  );
  return { list: Array.isArray(data?.list) ? data.list : [], tagList: Array.isArray(data?.tagList) ? data.tagList : [] };
}

const hasTag = (s: NearbyShop, id: ShopTag['tag_id']) => Array.isArray(s.tagList) && s.tagList.some((t) => String(t.tag_id) === String(id));

/**
 * 全部 first, then only tags at least one listed shop carries (others would show an empty tab); when the operator
 * chose tags (allTagList), only those, in the order chosen.
 */
export function tagTabs(shops: NearbyShop[], tags: ShopTag[], chosen: ShopTag[] = []): ShopTag[] {
  const offered = chosen.length ? chosen : tags;
  return [ALL_TAG, ...offered.filter((t) => String(t.tag_id) !== '-1' && shops.some((s) => hasTag(s, t.tag_id)))];
}

/** Shops shown under a tab: the first 10 of all, or of those carrying the tag. */
export function shopsForTag(shops: NearbyShop[], tagId: ShopTag['tag_id']): NearbyShop[] {
  const picked = String(tagId) === '-1' ? shops : shops.filter((s) => hasTag(s, tagId));
  return picked.slice(0, MAX_SHOPS);
}
