/** /dealer (经销商): authorised dealers of GET dealer/list, filtered by province, 10 a page. */
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../lib/api';
import { shopUrl } from '../../lib/links';
import Pagination from '../ui/Pagination';
import type { ShopTagLike } from '../../lib/member';

interface Dealer { distributor_id: number; name: string; logo?: string; province: string; city: string; address: string; mobile: string; hour: string; intro: string; tagList?: ShopTagLike[] }
interface Page { list: Dealer[]; total_count: number; provinces: string[] }
const PAGE_SIZE = 10;

export default function DealerList() {
  const [data, setData] = useState<Page | null>(null);
  const [province, setProvince] = useState('');
  const [page, setPage] = useState(1);
  const load = useCallback((p: number, prov: string) => {
    setPage(p);
    api.get<Page>('dealer/list', { page: p, pageSize: PAGE_SIZE, province: prov }).then(setData).catch(() => setData({ list: [], total_count: 0, provinces: [] }));
  }, []);
  useEffect(() => load(1, ''), [load]);
  const [provinces, setProvinces] = useState<string[]>([]);
  useEffect(() => { if (data?.provinces.length && !provinces.length) setProvinces(data.provinces); }, [data, provinces.length]);

  return (
    <div className="container sd">
      <h1 className="mem-title">经销商查询</h1>
      <p className="mem-muted">川香源授权经销商，承接餐饮批发与团购，欢迎就近联系。</p>
      <div className="od-tabs" role="tablist" aria-label="省份">
        {['', ...provinces].map((p) => (
          <button key={p || 'all'} type="button" role="tab" aria-selected={province === p} onClick={() => { setProvince(p); load(1, p); }}>{p || '全部'}</button>
        ))}
      </div>
      {!data ? <p className="mem-empty">加载中…</p> : data.list.length === 0 ? <p className="mem-empty">该地区暂无经销商</p> : (
        <ul className="sd-list" aria-label="经销商列表">
          {data.list.map((d) => (
            <li key={d.distributor_id} className="sd-card">
              {d.logo ? <img className="sd-logo" src={d.logo} alt="" loading="lazy" /> : <span className="sd-logo" />}
              <div className="sd-main">
                <h2><a href={shopUrl(d.distributor_id)}>{d.name}</a></h2>
                <p className="sd-tags"><span className="mem-tag">{d.province}</span>{(d.tagList ?? []).map((t) => <span key={String(t.tag_id)} className="mem-tag">{t.tag_name}</span>)}</p>
                <p>{d.intro}</p>
                <p className="mem-muted">地址：{d.address}　电话：{d.mobile}　营业时间：{d.hour}</p>
              </div>
              <a className="ui-btn" href={`/shopInfo?distributor_id=${d.distributor_id}`}>查看地址</a>
            </li>
          ))}
        </ul>
      )}
      {data && <Pagination page={page} total={data.total_count} pageSize={PAGE_SIZE} onChange={(p) => load(p, province)} />}
    </div>
  );
}
