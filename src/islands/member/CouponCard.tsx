/** One coupon ticket: value (¥10 / 9折) and threshold on the left, title, kind and period on the right, an action slot. */
import type { ReactNode } from 'react';
import { couponCondition, couponFace, couponPeriod, type CouponLike } from '../../lib/member';

export interface CouponCardData extends CouponLike { title?: string; description?: string }

export default function CouponCard({ c, muted, stamp, children }: { c: CouponCardData; muted?: boolean; stamp?: string; children?: ReactNode }) {
  const face = couponFace(c);
  return (
    <li className={`mem-coupon${muted ? ' is-muted' : ''}`} aria-label={`优惠券 ${c.title ?? ''}`}>
      <div className="mem-coupon-face">
        <p className="mem-coupon-value">
          {face.unit === '元' && <small>¥</small>}{face.value}{face.unit === '折' && <small>折</small>}
        </p>
        <p className="mem-coupon-cond">{couponCondition(c)}</p>
      </div>
      <div className="mem-coupon-body">
        <p className="mem-coupon-title"><span className="mem-coupon-kind">{face.kind}</span>{c.title}</p>
        {c.description && <p className="mem-muted">{c.description}</p>}
        <p className="mem-muted">{couponPeriod(c)}</p>
        <div className="mem-coupon-op">{children}</div>
      </div>
      {stamp && <span className="mem-coupon-stamp">{stamp}</span>}
    </li>
  );
}
