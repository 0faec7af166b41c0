/**
 * After-sales on the storefront (api-contract §4.15, §6.2): list tabs, labels, which buttons a
 * progress shows, the step bar, return couriers, and what is left to apply for on an order. Pure.
 */
export const AFTERSALES_TABS = [
  { label: '全部', status: '' }, { label: '待处理', status: '0' }, { label: '处理中', status: '1' },
  { label: '已处理', status: '2' }, { label: '已驳回', status: '3' }, { label: '已关闭', status: '4' },
] as const;

export const AFTERSALES_TYPE_TEXT: Record<string, string> = { ONLY_REFUND: '仅退款', REFUND_GOODS: '退货退款', EXCHANGING_GOODS: '换货' };

/** Detail labels by progress (desktop): 0 待处理 … 7 售后已关闭; 8/9 are the refund steps. */
export const PROGRESS_LABEL: Record<number, string> = {
  0: '待处理', 1: '待回寄', 2: '已回寄', 3: '已驳回', 4: '已处理', 5: '退款驳回', 6: '退款已处理', 7: '售后已关闭', 8: '待退款', 9: '退款处理中',
};

export type AftersalesButton = 'close' | 'sendback' | 'reapply';

/** Buttons by progress: 0 → 撤销申请; 1 → 填写物流 + 撤销申请; 3/5 → 再次申请 + 撤销申请; none once the order is DONE. */
export function aftersalesButtons(progress: number, orderStatus?: string): AftersalesButton[] {
  if (orderStatus === 'DONE') return [];
  if (progress === 0) return ['close'];
  if (progress === 1) return ['sendback', 'close'];
  if (progress === 3 || progress === 5) return ['reapply', 'close'];
  return [];
}

export const AFTERSALES_STEPS = ['提交申请', '等待审核', '等待寄回', '处理退款', '完成'] as const;

/** Index of the current step (progress → step bar); -1 when closed or refused. */
export function aftersalesStep(progress: number, type: string): number {
  if (progress === 7 || progress === 3 || progress === 5) return -1;
  if (progress === 0) return 1;
  if (progress === 1 || progress === 2) return 2;
  if (progress === 8 || progress === 9) return type === 'ONLY_REFUND' ? 3 : 3;
  return 4;
}

/** Return couriers offered in 填写物流 (corp_code → name). */
export const RETURN_CORPS: [string, string][] = [['SF', '顺丰速运'], ['ZTO', '中通快递'], ['YTO', '圆通速递'], ['STO', '申通快递'], ['YD', '韵达快递'], ['JD', '京东快递'], ['EMS', 'EMS']];

export const LOGI_NO_RULE = /^[A-Za-z0-9-]{6,30}$/;
export const MAX_EVIDENCE_PICS = 3;

/** What the member may choose for the given order state: unshipped orders only 仅退款. */
export const typesFor = (allowed: string[] | undefined): { value: string; label: string }[] =>
  (allowed ?? []).map((v) => ({ value: v, label: AFTERSALES_TYPE_TEXT[v] ?? v }));

export interface ApplyLine { id: number; num: number; left_aftersales_num?: number; applied_num?: number }

/** Units of a line still open to an application. */
export const leftOf = (l: ApplyLine): number => Math.max(0, l.left_aftersales_num ?? l.num - (l.applied_num ?? 0));

/** Client-side checks before POST aftersales; '' when fine (the server checks again). */
export function applyProblem(f: { type: string; reason: string; lines: { id: number; num: number }[]; description: string; pics: string[] }): string {
  if (!f.type) return '请选择售后类型';
  if (!f.reason) return '请选择售后原因';
  if (!f.lines.some((l) => l.num > 0)) return '请选择售后商品';
  if (f.description.length > 500) return '问题描述不能超过500字';
  if (f.pics.length > MAX_EVIDENCE_PICS) return `最多上传${MAX_EVIDENCE_PICS}张图片`;
  return '';
}
