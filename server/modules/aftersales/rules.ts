/**
 * After-sales rules (api-contract §6.2), pure: which moves an application may make, the status each
 * progress belongs to, the labels, and how an order's payment is shared among its lines.
 */
import type { AftersalesType } from '../../db/schema';

export const AFTERSALES_TYPES: Record<AftersalesType, string> = { ONLY_REFUND: '仅退款', REFUND_GOODS: '退货退款', EXCHANGING_GOODS: '换货' };
export const isAftersalesType = (v: string): v is AftersalesType => v in AFTERSALES_TYPES;

/** The fixed reason list (aftersales/reason/list); an application must pick one of them. */
export const AFTERSALES_REASONS = ['物流破损', '产品描述与实物不符', '质量问题', '皮肤过敏', '发错货', '少件漏发', '不想要了'] as const;

/** progress → the server's text (§6.2). */
export const PROGRESS_TEXT: Record<number, string> = {
  0: '等待商家处理', 1: '商家接受申请，等待消费者回寄', 2: '消费者回寄，等待商家收货确认', 8: '商家确认收货,等待审核退款',
  9: '退款处理中', 3: '已驳回', 4: '已处理', 5: '退款驳回', 6: '退款完成', 7: '已撤销/已关闭',
};
/** progress → the desktop's short label. */
export const PROGRESS_LABEL: Record<number, string> = {
  0: '待处理', 1: '待回寄', 2: '已回寄', 3: '已驳回', 4: '已处理', 5: '退款驳回', 6: '退款已处理', 7: '售后已关闭', 8: '待退款', 9: '退款处理中',
};
/** aftersales_status (0 待处理 · 1 处理中 · 2 已处理 · 3 已驳回 · 4 已关闭) of each progress. */
export function statusOf(progress: number): number {
  if (progress === 0) return 0;
  if (progress === 4 || progress === 6) return 2;
  if (progress === 3 || progress === 5) return 3;
  if (progress === 7) return 4;
  return 1;
}
export const STATUS_LABEL: Record<number, string> = { 0: '待处理', 1: '处理中', 2: '已处理', 3: '已驳回', 4: '已关闭' };

/** Order-line aftersales_status strings of §6.2, from the application's progress. */
export function lineStatusOf(progress: number): string {
  const map: Record<number, string> = { 0: 'WAIT_SELLER_AGREE', 1: 'WAIT_BUYER_RETURN_GOODS', 2: 'WAIT_SELLER_CONFIRM_GOODS', 8: 'WAIT_SELLER_CONFIRM_GOODS', 9: 'WAIT_SELLER_CONFIRM_GOODS',
    3: 'SELLER_REFUSE_BUYER', 5: 'SELLER_REFUSE_BUYER', 4: 'SELLER_SEND_GOODS', 6: 'REFUND_SUCCESS', 7: 'CLOSED' };
  return map[progress] ?? 'CLOSED';
}

export type AftersalesEvent = 'approve' | 'refuse' | 'sendback' | 'receive' | 'refund' | 'refunded' | 'close' | 'modify';

/** The one table of legal moves: event → { from progress: to progress }. Approve and receive depend on the type. */
export function nextProgress(type: AftersalesType, progress: number, event: AftersalesEvent): number | null {
  const goods = type !== 'ONLY_REFUND';
  const table: Record<AftersalesEvent, Record<number, number>> = {
    approve: { 0: goods ? 1 : 8 },
    refuse: { 0: 3, 2: 5, 8: 5 },
    sendback: goods ? { 1: 2 } : {},
    receive: goods ? { 2: type === 'EXCHANGING_GOODS' ? 4 : 8 } : {},
    refund: type === 'EXCHANGING_GOODS' ? {} : { 8: 9 },
    refunded: { 9: 6 },
    close: { 0: 7, 1: 7, 3: 7, 5: 7 },
    modify: { 0: 0, 3: 0, 5: 0 },
  };
  const to = table[event][progress];
  return to === undefined ? null : to;
}

/** Whether an application at this progress still holds its lines' quantity and amount. */
export const holdsLines = (progress: number): boolean => ![3, 5, 7].includes(progress);

export const REFUSED_MOVE: Record<AftersalesEvent, string> = {
  approve: '该售后单当前不能审核', refuse: '该售后单当前不能驳回', sendback: '该售后单当前不能填写物流', receive: '该售后单当前不能确认收货',
  refund: '该售后单当前不能退款', refunded: '该售后单当前不能退款', close: '该售后单当前不能撤销', modify: '该售后单当前不能修改',
};

/** Which types an order in this state allows: unshipped goods can only be refunded. */
export function typesAllowed(orderStatus: string): AftersalesType[] {
  if (orderStatus === 'PAYED') return ['ONLY_REFUND'];
  if (orderStatus === 'WAIT_BUYER_CONFIRM' || orderStatus === 'DONE') return ['ONLY_REFUND', 'REFUND_GOODS', 'EXCHANGING_GOODS'];
  return [];
}

/**
 * What each line was paid: the order's total (after coupon and points, with freight) shared by goods
 * amount, the remainder on the last line, so the shares add up to exactly the total paid.
 */
export function linePaidShares(totalFee: number, lines: { id: number; item_fee: number }[]): Map<number, number> {
  const out = new Map<number, number>();
  const goods = lines.reduce((n, l) => n + l.item_fee, 0);
  let left = totalFee;
  lines.forEach((l, i) => {
    const share = i === lines.length - 1 ? left : goods ? Math.floor((totalFee * l.item_fee) / goods) : 0;
    out.set(l.id, share);
    left -= share;
  });
  return out;
}

/** Most that `num` more units of a line may claim: pro rata, and the rest of the share for its last units. */
export function maxLineRefund(line: { num: number; applied_num: number; applied_fee: number }, paidShare: number, num: number): number {
  const left = paidShare - line.applied_fee;
  if (line.applied_num + num >= line.num) return Math.max(0, left);
  return Math.max(0, Math.min(left, Math.floor((paidShare * num) / line.num)));
}

/** Splits an asked refund over lines in proportion to their maxima; leftover fen go to lines with room. */
export function splitRefund(asked: number, maxima: number[]): number[] {
  const total = maxima.reduce((a, b) => a + b, 0);
  if (asked >= total) return [...maxima];
  const parts = maxima.map((m) => (total ? Math.floor((asked * m) / total) : 0));
  let rem = asked - parts.reduce((a, b) => a + b, 0);
  for (let i = 0; i < parts.length && rem > 0; i++) {
    const add = Math.min(rem, maxima[i] - parts[i]);
    parts[i] += add;
    rem -= add;
  }
  return parts;
}
