/**
 * /shops/near (附近门店): shops of GET distributor/list sorted by distance from the browser's position
 * (Beijing when geolocation is refused or unavailable), tag tabs (全部 + the tags shops carry), and cards
 * with banner, logo, name, address, hours and distance linking to /shops/info?distributor_id=.
 */
import { useEffect, useState } from 'react';
import { api } from '../../lib/api';
import { shopUrl } from '../../lib/links';
import { distanceText, filterByTag, type ShopTagLike } from '../../lib/member';
import { ALL_TAG, locate } from '../../widgets/W0019-nearby-shops/nearby';

export interface ShopRow {
  distributor_id: number; name: string; logo?: string; banner?: string; address?: string; hour?: string;
  distance?: number; distance_unit?: string; tagList?: ShopTagLike[];
}
const PAGE_SIZE = 50;

export default function ShopsNear() {
  const [shops, setShops] = useState<ShopRow[] | null>(null);
  const [tags, setTags] = useState<ShopTagLike[]>([]);
  const [tagId, setTagId] = useState<number | string>(-1);

  useEffect(() => {
    let alive = true;
    locate()
      .then(({ lat, lng }) => api.get<{ list: ShopRow[]; tagList?: ShopTagLike[] }>('distributor/list', { lat, lng, type: 0, sort_type: 1, show_discount: 1, page: 1, pageSize: PAGE_SIZE }))
      .then((r) => {
        if (!alive) return;
        const list = r.list ?? [];
        setShops(list);
        const carried = new Set(list.flatMap((s) => s.tagList ?? []).map((t) => String(t.tag_id)));
        setTags((r.tagList ?? []).filter((t) => carried.has(String(t.tag_id))));
      })
      .catch(() => { if (alive) setShops([]); });
    return () => { alive = false; };
  }, []);

  const shown = shops ? filterByTag(shops, tagId) : [];
  return (
    <div className="sn container">
      <h1 className="mem-title sn-title">附近门店</h1>
      <div className="od-tabs" role="tablist" aria-label="门店标签">
        {[ALL_TAG, ...tags].map((t) => (
          <button key={String(t.tag_id)} type="button" role="tab" aria-selected={String(tagId) === String(t.tag_id)} onClick={() => setTagId(t.tag_id)}>{t.tag_name}</button>
        ))}
      </div>
      {shops === null ? <p className="mem-empty">正在定位附近门店…</p> : shown.length === 0 ? <p className="mem-empty">附近暂无门店</p> : (
        <ul className="sn-list">
          {shown.map((s) => (
            <li key={s.distributor_id}>
              <a className="sn-card" href={shopUrl(s.distributor_id)} aria-label={s.name}>
                <span className="sn-banner">{s.banner ? <img src={s.banner} alt="" loading="lazy" /> : null}</span>
                <span className="sn-logo">{s.logo ? <img src={s.logo} alt="" loading="lazy" /> : null}</span>
                <span className="sn-name">{s.name}</span>
                <span className="sn-tags">{(s.tagList ?? []).map((t) => <span key={String(t.tag_id)} className="mem-tag">{t.tag_name}</span>)}</span>
                <span className="sn-line">{s.address}</span>
                <span className="sn-line sn-meta">
                  <span>{s.hour ? `营业时间 ${s.hour}` : ''}</span>
                  {distanceText(s.distance, s.distance_unit) && <span className="sn-distance">距您 {distanceText(s.distance, s.distance_unit)}</span>}
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
