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
  activity: ActivityParams | null;
}

/** The activity an order belongs to (spec §2 checkout modes): seckill with its ticket, or a group (拼团 / ptg) to start or join. */
export type ActivityParams =
  | { kind: 'seckill'; seckillId: number; ticket: string }
  | { kind: 'groups'; activityId: number; teamId: string | null };

const positiveId = (v: unknown) => (/^\d{1,9}$/.test(param.str(v)) && Number(v) > 0 ? Number(v) : 0);

export function parseActivity(b: Record<string, unknown>): ActivityParams | null {
  const orderType = param.str(b.order_type, 'normal') || 'normal';
  const type = param.str(b.type);
  if (orderType === 'normal_seckill' || param.str(b.seckill_id) || param.str(b.seckill_ticket)) {
    const seckillId = positiveId(b.seckill_id);
    const ticket = param.str(b.seckill_ticket ?? b.ticket);
    if (!seckillId) throw new BizError('秒杀活动不存在或已结束');
    if (!/^[0-9a-f]{32}$/.test(ticket)) throw new BizError('秒杀资格无效或已过期，请重新抢购');
    return { kind: 'seckill', seckillId, ticket };
  }
  if (orderType === 'normal_groups' || type === 'group' || type === 'ptg' || param.str(b.group_id) || param.str(b.ptg_id)) {
    // ptg links carry the activity as ptg_id and the team to join as ptg_chief_id.
    const activityId = positiveId(b.group_id ?? b.ptg_id);
    if (!activityId) throw new BizError('拼团活动不存在或已结束');
    const team = param.str(b.team_id ?? b.ptg_chief_id);
    if (team && !/^\d{6,32}$/.test(team)) throw new BizError('拼团不存在或已结束');
    return { kind: 'groups', activityId, teamId: team || null };
  }
  if (orderType !== 'normal') throw new BizError('不支持的订单类型');
  return null;
}

export function requestKeyOf(b: Record<string, unknown>, header: unknown): string | null {
  const key = param.str(b.request_key ?? b.idempotency_key ?? (Array.isArray(header) ? header[0] : header));
  if (!key) return null;
  if (!/^[A-Za-z0-9_.:-]{8,64}$/.test(key)) throw new BizError('请求标识无效');
  return key;
}

export function parseCheckoutParams(b: Record<string, unknown>, idempotencyHeader?: unknown): CheckoutParams {
  const activity = parseActivity(b);
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
    activity,
  };
}
