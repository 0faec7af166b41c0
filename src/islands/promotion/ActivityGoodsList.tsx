/**
 * /items/activityGoodsList?activity_type=&activity_id=: one activity's goods (promotions/activity/goods),
 * with its tag, rule and time; without a query, the current activities to choose from.
 */
import { useEffect, useState } from 'react';
import { api } from '../../lib/api';
import { formatFen } from '../../lib/money';
import { dateTime } from '../../lib/promotion-time';
import ActivityZone, { type ZoneGoods } from './ActivityZone';

interface Activity { activity_type: string; activity_id: number; activity_name: string; activity_tag: string; status: string; begin_time: number; end_time: number; rule_desc: string }
interface Card { item_id: number; item_name: string; pic: string; price: number; market_price: number; act_price?: number }

const PAGE_SIZE = 20;

function ActivityPicker() {
  const [data, setData] = useState<{ list: Activity[]; goods_list?: ZoneGoods[]; server_time: number } | null>(null);
  useEffect(() => {
    api.get<{ list: Activity[]; goods_list?: ZoneGoods[]; server_time: number }>('promotions/activities')
      .then(setData).catch(() => setData({ list: [], server_time: Math.floor(Date.now() / 1000) }));
  }, []);
  if (!data) return <p className="sc-loading">加载中…</p>;
  const { list, goods_list: goods = [] } = data;
  if (!list.length && !goods.length) return <p className="sc-loading">暂无进行中的活动</p>;
  return (
    <>
    <ActivityZone goods={goods} serverTime={data.server_time} />
    {list.length > 0 && <h2 className="pm-zone-sub">优惠活动</h2>}
    <ul className="pm-activities">
      {list.map((a) => (
        <li key={`${a.activity_type}-${a.activity_id}`}>
          <a href={a.activity_type === 'package' ? '/items/combination-list' : `/items/activityGoodsList?activity_type=${a.activity_type}&activity_id=${a.activity_id}`}>
            <span className="pm-tag">{a.activity_tag}</span> <b>{a.activity_name}</b> <span className="pm-muted">{a.rule_desc}</span>
            <span className="pm-muted">{a.status === 'upcoming' ? `${dateTime(a.begin_time)} 开始` : `${dateTime(a.end_time)} 结束`}</span>
          </a>
        </li>
      ))}
    </ul>
    </>
  );
}

export default function ActivityGoodsList() {
  const q = typeof location === 'undefined' ? new URLSearchParams() : new URLSearchParams(location.search);
  const type = q.get('activity_type');
  const id = q.get('activity_id');
  const [data, setData] = useState<{ activity: Activity; list: Card[] } | null | 'missing'>(null);
  useEffect(() => {
    if (!type || !id) return;
    api.get<{ activity: Activity; list: Card[] }>('promotions/activity/goods', { activity_type: type, activity_id: id, page: 1, pageSize: PAGE_SIZE }, { showError: false })
      .then(setData).catch(() => setData('missing'));
  }, [type, id]);

  if (!type || !id) return <div className="container pm-page"><div className="pm-head"><h1>活动专区</h1></div><ActivityPicker /></div>;
  if (data === 'missing') return <div className="container pm-page"><p className="sc-loading">活动不存在或已结束 <a href="/items/activityGoodsList">查看其他活动</a></p></div>;
  if (!data) return <div className="container pm-page"><p className="sc-loading">加载中…</p></div>;
  const a = data.activity;
  return (
    <div className="container pm-page">
      <div className="pm-head">
        <h1><span className="pm-tag">{a.activity_tag}</span> {a.activity_name}</h1>
        <span className="pm-muted">{a.rule_desc}　{a.status === 'upcoming' ? `${dateTime(a.begin_time)} 开始` : `${dateTime(a.end_time)} 结束`}</span>
      </div>
      {data.list.length === 0 ? <p className="sc-loading">暂无活动商品</p> : (
        <div className="pl-grid">
          {data.list.map((g) => (
            <a key={g.item_id} className="pl-card" href={`/items/${g.item_id}`}>
              <img src={g.pic} alt={g.item_name} loading="lazy" />
              <span className="pl-card-name">{g.item_name}</span>
              <div className="pl-card-price">
                {g.act_price ? <><span className="pm-act">活动价</span>{formatFen(g.act_price)}<del>{formatFen(g.price)}</del></> : formatFen(g.price)}
              </div>
            </a>
          ))}
        </div>
      )}
    </div>
  );
}
