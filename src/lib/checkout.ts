/**
 * Checkout rules as pure functions: reading the checkout URL, building the getFreightFee / order_new
 * parameters (api-contract §4.6), coupon labels and the invoice check. The server prices everything.
 */
import { discountLabel, formatFen } from './money';
import { isFilled, isMobile, isTaxId } from './validation';

export type CheckoutMode = 'cart' | 'fastbuy';

/** Activity query keys passed through from the URL (seckill, group, ptg). */
export const ACTIVITY_KEYS = ['seckill_id', 'ticket', 'order_type', 'type', 'group_id', 'team_id', 'ptg_id', 'ptg_chief_id'] as const;

export interface CheckoutQuery {
  mode: CheckoutMode;
  /** distributor_id from `id`; absent for mode=cart. */
  distributorId?: string;
  activity: Partial<Record<(typeof ACTIVITY_KEYS)[number], string>>;
}

export function parseCheckoutQuery(search: string): CheckoutQuery {
  const q = new URLSearchParams(search);
  const activity: CheckoutQuery['activity'] = {};
  for (const k of ACTIVITY_KEYS) {
    const v = q.get(k)?.trim();
    if (v) activity[k] = v;
  }
  const id = q.get('id')?.trim();
  return { mode: q.get('mode') === 'fastbuy' ? 'fastbuy' : 'cart', distributorId: id || undefined, activity };
}

export interface CheckoutAddress {
  address_id: number | string; username: string; telephone: string;
  province: string; city: string; county: string; adrdetail: string; is_def?: boolean | number;
}

/** 'none' = explicitly no coupon; otherwise the user coupon's code. */
export type CouponChoice = { code: string } | 'none';

export interface InvoiceChoice {
  kind: 'none' | 'individual' | 'unit';
  /** Person name (individual) or company name (unit). */
  title: string;
  taxId: string;
}

export const NO_INVOICE: InvoiceChoice = { kind: 'none', title: '', taxId: '' };

export interface CheckoutState {
  query: CheckoutQuery;
  address?: CheckoutAddress;
  coupon: CouponChoice;
  pointUse: number;
  invoice: InvoiceChoice;
  remark: string;
  /** Self-pickup (receipt_type=ziti) instead of delivery to `address`. */
  pickup?: PickupChoice;
}

/** The self-pickup form of the checkout (api-contract §4.6 pickup fields). */
export interface PickupChoice { location?: number; date: string; time: string; name: string; mobile: string }

/** Parameters shared by POST getFreightFee and POST order_new. */
export function buildCheckoutParams(s: CheckoutState): Record<string, unknown> {
  const { query, address } = s;
  const a = query.activity;
  const p: Record<string, unknown> = {
    cart_type: query.mode,
    order_type: a.order_type ?? 'normal',
    promotion: 'normal',
    receipt_type: 'logistics',
    pay_type: 'wxpaypc',
    remark: s.remark.trim(),
  };
  if (query.distributorId) p.distributor_id = query.distributorId;
  if (a.seckill_id) p.seckill_id = a.seckill_id;
  if (a.ticket) p.seckill_ticket = a.ticket;
  for (const k of ['type', 'group_id', 'team_id', 'ptg_id', 'ptg_chief_id'] as const) if (a[k]) p[k] = a[k];
  if (s.coupon === 'none') p.not_use_coupon = 1;
  else p.coupon_discount = s.coupon.code;
  const points = Math.max(0, Math.floor(s.pointUse || 0));
  if (points > 0) p.point_use = points;
  if (s.pickup) {
    Object.assign(p, { receipt_type: 'ziti', pickup_location: s.pickup.location ?? '', pickup_date: s.pickup.date, pickup_time: s.pickup.time,
      receiver_name: s.pickup.name.trim(), receiver_mobile: s.pickup.mobile.trim() });
  } else if (address) {
    Object.assign(p, {
      address_id: address.address_id, receiver_name: address.username, receiver_mobile: address.telephone, receiver_state: address.province,
      receiver_city: address.city, receiver_district: address.county, receiver_address: address.adrdetail,
    });
  }
  if (s.invoice.kind !== 'none') {
    p.invoice_type = 'normal';
    p.invoice_content = s.invoice.kind === 'unit'
      ? { title: 'unit', content: s.invoice.title.trim(), registration_number: s.invoice.taxId.trim() }
      : { title: 'individual', content: s.invoice.title.trim() || '个人' };
  }
  return p;
}

/** The pickup form's first error, or '' (the server checks again). */
export function pickupError(pk: PickupChoice): string {
  if (!pk.location) return '请选择自提点';
  if (!pk.date) return '请选择提货日期';
  if (!pk.time) return '请选择提货时间';
  if (!pk.name.trim()) return '请填写提货人姓名';
  if (!isMobile(pk.mobile.trim())) return '请填写正确的提货人手机号';
  return '';
}

/** The invoice form's first error, or ''. */
export function invoiceError(inv: InvoiceChoice): string {
  if (inv.kind !== 'unit') return '';
  if (!isFilled(inv.title.trim())) return '请输入单位名称';
  if (!isTaxId(inv.taxId.trim())) return '请输入正确的纳税人识别号';
  return '';
}

export interface UserCoupon {
  code: string; card_id?: number; title: string; card_type: string;
  reduce_cost?: number | string; least_cost?: number | string; discount?: number | string;
  valid?: boolean | number | string; invalid_desc?: string; begin_date?: string; end_date?: string;
}

/** Face value of a coupon: ¥10.00 for cash, 8折 for discount. */
export function couponValue(c: UserCoupon): string {
  if (c.card_type === 'discount') return discountLabel(c.discount ?? 0);
  if (c.card_type === 'cash') return formatFen(c.reduce_cost ?? 0);
  return c.card_type === 'new_gift' ? '兑换券' : '';
}

export function couponCondition(c: UserCoupon): string {
  const least = Number(c.least_cost ?? 0);
  return least > 0 ? `满${formatFen(least)}可用` : '无门槛';
}

/** A coupon is usable unless the server marks it invalid (valid false/0). */
export const couponUsable = (c: UserCoupon): boolean => !(c.valid === false || c.valid === 0 || c.valid === '0' || c.valid === 'false');

/** Flattens a list into PHP indexed keys (`items[0][item_id]`) so GET queries stay unambiguous. */
export function indexedParams(name: string, rows: Record<string, unknown>[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  rows.forEach((row, i) => { for (const [k, v] of Object.entries(row)) out[`${name}[${i}][${k}]`] = v; });
  return out;
}

/** Where to go after order_new: free orders skip the cashier. */
export function afterOrderUrl(orderId: string, totalFee: number | string | undefined): string {
  const id = encodeURIComponent(orderId);
  return Number(totalFee) === 0 ? `/finish/result?order_id=${id}` : `/cashier?order_id=${id}`;
}
