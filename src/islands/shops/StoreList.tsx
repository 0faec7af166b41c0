/**
 * /store (门店列表): the brand's stores of GET distributor/list by region (type 1 = by city), each with
 * its address card; 附近门店 sorts the same stores by distance instead.
 */
import { useEffect, useMemo, useState } from 'react';
import { api } from '../../lib/api';
import { shopUrl } from '../../lib/links';
import type { ShopRow } from './ShopsNear';

interface Store extends ShopRow { city: string; mobile?: string }

export default function StoreList() {
  const [stores, setStores] = useState<Store[] | null>(null);
  const [city, setCity] = useState('');
  useEffect(() => {
    api.get<{ list: Store[] }>('distributor/list', { type: 0, page: 1, pageSize: 50 }).then((r) => setStores(r.list)).catch(() => setStores([]));
  }, []);
  const cities = useMemo(() => [...new Set((stores ?? []).map((s) => s.city))].sort((a, b) => a.localeCompare(b, 'zh-CN')), [stores]);
  const shown = (stores ?? []).filter((s) => !city || s.city === city).sort((a, b) => a.city.localeCompare(b.city, 'zh-CN') || a.distributor_id - b.distributor_id);

  return (
    <div className="container sd">
      <h1 className="mem-title">门店列表</h1>
      <p className="mem-toolbar">
        <label htmlFor="store-city">所在城市</label>
        <select id="store-city" value={city} onChange={(e) => setCity(e.target.value)}>
          <option value="">全部城市</option>
          {cities.map((c) => <option key={c} value={c}>{c}</option>)}
        </select>
        <a className="ui-btn" href="/shops/near">按距离查看附近门店</a>
      </p>
      {stores === null ? <p className="mem-empty">加载中…</p> : shown.length === 0 ? <p className="mem-empty">暂无门店</p> : (
        <ul className="sd-list" aria-label="门店">
          {shown.map((s) => (
            <li key={s.distributor_id} className="sd-card">
              {s.logo ? <img className="sd-logo" src={s.logo} alt="" loading="lazy" /> : <span className="sd-logo" />}
              <div className="sd-main">
                <h2><a href={shopUrl(s.distributor_id)}>{s.name}</a></h2>
                <p className="sd-tags">{(s.tagList ?? []).map((t) => <span key={String(t.tag_id)} className="mem-tag">{t.tag_name}</span>)}</p>
                <p className="mem-muted">地址：{s.address}　营业时间：{s.hour}　电话：{s.mobile}</p>
              </div>
              <a className="ui-btn" href={`/shopInfo?distributor_id=${s.distributor_id}`}>查看地址</a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
