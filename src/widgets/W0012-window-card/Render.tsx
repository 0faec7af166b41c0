/**
 * 橱窗卡 (390×450): 60px header (mainTitle, arrow, subTitle → linkPath), then by styleType: 0–2 image windows,
 * 3 goods pages of 2×2 tiles with prev/next, 4 coupon pages (≤3 cards) with dots and 领取.
 */
import { useState } from 'react';
import type { RenderContext, WidgetRenderProps } from '../types';
import { cashLabel, discountLabel } from '../../lib/money';
import { useClaim, type Coupon } from '../shared/coupon';
import { goodsView } from '../shared/goods';
import { Img } from '../shared/Img';
import { WLink } from '../shared/Link';
import { Price } from '../shared/Price';
import { list, num } from '../shared/style';
import type { CouponPage, GoodsPage, ImageSlot, W0012Props } from './schema';

/** Image sizes per style: [first, others]. */
const WINDOWS: [number, number][][] = [
  [[350, 180], [350, 180]],
  [[350, 180], [174, 180]],
  [[350, 255], [115, 105]],
];

/** W0012 wording: ¥10 (no decimals) or 8折. */
export function windowCouponValue(c: Coupon): string {
  if (c.card_type === 'discount') return discountLabel(Number(c.discount ?? 0));
  if (c.card_type === 'cash') return `¥${cashLabel(Number(c.reduce_cost ?? 0))}`;
  return '';
}

function Windows({ slots, style, ctx }: { slots: ImageSlot[]; style: number; ctx: RenderContext }) {
  const [[w0, h0], [w, h]] = WINDOWS[style];
  const [first, ...rest] = slots;
  return (
    <div className="w-wcard-windows">
      <WLink to={first?.pathData} ctx={ctx} label={{ fallback: '橱窗 1' }}><Img src={first?.imgUrl} w={w0} h={h0} ctx={ctx} /></WLink>
      <div className="w-wcard-row">
        {rest.map((s, i) => <WLink key={i} to={s.pathData} ctx={ctx} label={{ fallback: `橱窗 ${i + 2}` }}><Img src={s.imgUrl} w={w} h={h} ctx={ctx} /></WLink>)}
      </div>
    </div>
  );
}

function Pager({ count, page, setPage, dots }: { count: number; page: number; setPage(n: number): void; dots?: boolean }) {
  if (count < 2) return null;
  if (dots) {
    return (
      <div className="w-dots" style={{ justifyContent: 'center' }}>
        {Array.from({ length: count }, (_, i) => <button type="button" key={i} className="w-dot" aria-label={`第${i + 1}页`} style={{ backgroundColor: i === page ? '#FF5D02' : '#ccc' }} onClick={() => setPage(i)} />)}
      </div>
    );
  }
  return (
    <div className="w-wcard-pager">
      <button type="button" className="w-wcard-prev" aria-label="上一页" disabled={page === 0} onClick={() => setPage(page - 1)}>‹</button>
      <button type="button" className="w-wcard-next" aria-label="下一页" disabled={page >= count - 1} onClick={() => setPage(page + 1)}>›</button>
    </div>
  );
}

export default function Render({ value, ctx }: WidgetRenderProps<W0012Props>) {
  const [page, setPage] = useState(0);
  const { claim, modal } = useClaim(ctx);
  const data = list<unknown>(value.data);
  const style = Math.min(Math.max(num(value.styleType), 0), 4);
  let body = null;
  if (style < 3) {
    body = <Windows slots={list<ImageSlot>(data[style])} style={style} ctx={ctx} />;
  } else if (style === 3) {
    const pages = list<GoodsPage>(data[3]);
    body = (
      <>
        {pages.map((p, n) => (
          <ul key={n} className="w-wcard-goods" hidden={n !== page}>
            {list(p?.data).slice(0, 4).map((raw, i) => {
              const g = goodsView(raw);
              return (
                <li key={i}>
                  <WLink to={g.url} ctx={ctx}>
                    <Img src={g.pic} w={174} h={140} ctx={ctx} alt={g.name} />
                    <div className="w-goods-name w-clamp1">{g.name}</div>
                    <Price g={g} fontSize={16} />
                  </WLink>
                </li>
              );
            })}
          </ul>
        ))}
        <Pager count={pages.length} page={page} setPage={setPage} />
      </>
    );
  } else {
    const pages = list<CouponPage>(data[4]);
    body = (
      <>
        {pages.map((p, n) => (
          <ul key={n} className="w-wcard-coupons" hidden={n !== page}>
            {list<Coupon>(p?.data).slice(0, 3).map((c, i) => (
              <li key={i}>
                <button type="button" className="w-wcard-coupon" onClick={() => claim(c.card_id)}>
                  {typeof c.imgUrl === 'string' && c.imgUrl
                    ? <Img src={c.imgUrl} w={68} h={68} ctx={ctx} />
                    : <span className="w-wcard-coupon-icon" aria-hidden="true">券</span>}
                  <span className="w-wcard-coupon-text"><b>{String(c.title ?? '')}</b><small>{String(c.description ?? '')}</small></span>
                  <span className="w-wcard-coupon-value">{windowCouponValue(c)}</span>
                </button>
              </li>
            ))}
          </ul>
        ))}
        <Pager count={pages.length} page={page} setPage={setPage} dots />
      </>
    );
  }
  return (
    <div className="w-wcard">
      <WLink to={value.linkPath} ctx={ctx} className="w-wcard-head">
        <span className="w-wcard-title">{String(value.mainTitle ?? '')}</span>
        <span className="w-wcard-arrow">›</span>
        <span className="w-wcard-sub">{String(value.subTitle ?? '')}</span>
      </WLink>
      <div className="w-wcard-body">{body}</div>
      {modal}
    </div>
  );
}
