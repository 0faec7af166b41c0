/**
 * Checkout request parameters (api-contract §4.6) read and validated once. Prices, totals and
 * anything money-like the client sends are ignored: the server computes them.
 */
import { BizError } from '../../http/errors';
import { param } from '../../http/wire';
import type { OrderInvoice } from '../../db/schema';
import { parseOrderInvoice } from '../invoice/invoice.service';
import { REMARK_MAX } from './rules';

export interface CheckoutParams {
  cartType: 'cart' | 'fastbuy';
  distributorId?: number;
  receiptType: 'logistics' | 'ziti';
  couponCode: string | null;
  pointUse: number;
  remark: string;
  payType: string;
  addressId?: number;
  receiver: Record<string, unknown>;
  invoice: OrderInvoice | null;
  requestKey: string | null;
}

const ACTIVITY_REFUSAL = { seckill: '秒杀活动不存在或已结束', groups: '拼团活动不存在或已结束' } as const;

/** Activity orders need their activity modules; until those exist they are refused clearly. */
function refuseActivities(b: Record<string, unknown>): void {
  const orderType = param.str(b.order_type, 'normal') || 'normal';
  if (orderType === 'normal_seckill' || param.str(b.seckill_id) || param.str(b.seckill_ticket)) throw new BizError(ACTIVITY_REFUSAL.seckill);
  if (orderType === 'normal_groups' || ['group', 'ptg'].includes(param.str(b.type)) || param.str(b.group_id) || param.str(b.ptg_id) || param.str(b.ptg_chief_id)) throw new BizError(ACTIVITY_REFUSAL.groups);
  if (orderType !== 'normal') throw new BizError('不支持的订单类型');
}

export function requestKeyOf(b: Record<string, unknown>, header: unknown): string | null {
  const key = param.str(b.request_key ?? b.idempotency_key ?? (Array.isArray(header) ? header[0] : header));
  if (!key) return null;
  if (!/^[A-Za-z0-9_.:-]{8,64}$/.test(key)) throw new BizError('请求标识无效');
  return key;
}

export function parseCheckoutParams(b: Record<string, unknown>, idempotencyHeader?: unknown): CheckoutParams {
  refuseActivities(b);
  const cartType = param.str(b.cart_type, 'cart') || 'cart';
  if (cartType !== 'cart' && cartType !== 'fastbuy') throw new BizError('购物车类型错误');
  const receiptType = param.str(b.receipt_type, 'logistics') || 'logistics';
  if (receiptType !== 'logistics' && receiptType !== 'ziti') throw new BizError('不支持的配送方式');
  const rawPoints = b.point_use === undefined || b.point_use === '' ? 0 : Number(b.point_use);
  if (!Number.isInteger(rawPoints) || rawPoints < 0) throw new BizError('积分参数错误');
  const remark = param.str(b.remark);
  if (remark.length > REMARK_MAX) throw new BizError(`订单备注不能超过${REMARK_MAX}字`);
  const code = param.str(b.coupon_discount);
  return {
    cartType, receiptType, remark, pointUse: rawPoints,
    distributorId: param.int(b.distributor_id),
    couponCode: param.bool(b.not_use_coupon) || !code || code === '0' ? null : code,
    payType: param.str(b.pay_type),
    addressId: param.int(b.address_id),
    receiver: b,
    invoice: parseOrderInvoice(b),
    requestKey: requestKeyOf(b, idempotencyHeader),
  };
}
