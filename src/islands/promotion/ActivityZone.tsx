/**
 * 活动专区's goods (issue 24 point 4): every live or announced 秒杀 and 拼团 as a card with its activity price and a
 * countdown (距结束 / 距开始) counted on the server's clock (`server_time` of the answer), each opening its item.
 */
import { useEffect, useState } from 'react';
import { formatFen } from '../../lib/money';
import { goodsUrl } from '../../lib/links';
import { formatCountdown } from '../item/marketing';

export interface ZoneGoods {
  activity_type: 'seckill' | 'group'; activity_id: number; activity_name: string; activity_tag: string;
  item_id: number; item_name: string; pic: string; price: number; act_price: number; person_num?: number;
  begin_time: number; end_time: number; status: 'in_sale' | 'in_the_notice';
}

/** Seconds on the server's clock, ticking every second. */
function useServerNow(serverTime: number): number {
  const [offset] = useState(() => serverTime * 1000 - Date.now());
  const [now, setNow] = useState(serverTime);
  useEffect(() => {
    const timer = setInterval(() => setNow(Math.floor((Date.now() + offset) / 1000)), 1000);
    return () => clearInterval(timer);
  }, [offset]);
  return now;
}

export default function ActivityZone({ goods, serverTime }: { goods: ZoneGoods[]; serverTime: number }) {
  const now = useServerNow(serverTime);
  const shown = goods.filter((g) => g.end_time > now);
  if (!shown.length) return null;
  return (
    <section className="pm-zone" aria-labelledby="pm-zone-h">
      <h2 id="pm-zone-h">秒杀 · 拼团</h2>
      <ul className="pm-zone-grid">
        {shown.map((g) => {
          const before = g.begin_time > now;
          return (
            <li key={`${g.activity_type}-${g.activity_id}`} aria-label={g.item_name}>
              <a href={goodsUrl(g.item_id)}>
                <span className={`pm-zone-tag is-${g.activity_type}`}>{g.activity_type === 'group' ? `${g.person_num}人团` : '限量秒杀'}</span>
                {g.pic ? <img src={g.pic} alt={g.item_name} width={220} height={220} loading="lazy" /> : <span className="pl-noimg" />}
                <span className="pm-zone-name">{g.item_name}</span>
                <span className="pm-zone-price">
                  <b>{formatFen(g.act_price)}</b>
                  {g.price > g.act_price && <del>{formatFen(g.price)}</del>}
                </span>
                <span className="pm-zone-timer" role="timer" aria-label={`${g.activity_tag}倒计时`}>
                  {g.activity_tag} {before ? '距开始' : '距结束'} {formatCountdown((before ? g.begin_time : g.end_time) - now)}
                </span>
                <span className="pm-zone-cta">{before ? '即将开始' : g.activity_type === 'group' ? '去开团' : '立即抢购'}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
