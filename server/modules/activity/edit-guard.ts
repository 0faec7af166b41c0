/**
 * What an operator may still change in an activity once it has started. Shoppers have bought, hold stock or
 * opened teams at its terms, so the goods, prices, limits and the start stay as they were; the name and the end
 * (and, for seckill, the stock, guarded in SQL) may change. An ended activity is not edited at all.
 */
import { BizError } from '../../http/errors';

export interface EditedField { label: string; changed: boolean }

export function refuseUnsafeEdit(a: { begin: Date; end: Date; ended?: boolean }, fields: EditedField[], stillOpen: string[], now = new Date()): void {
  if (a.ended || a.end <= now) throw new BizError('活动已结束，不能修改');
  if (a.begin > now) return;
  const locked = fields.filter((f) => f.changed).map((f) => f.label);
  if (locked.length) throw new BizError(`活动已开始，不能修改${locked.join('、')}；进行中只能修改${stillOpen.join('、')}`);
}

/** The console edits times to the minute: a start sent back unchanged is the same minute. */
export const sameMinute = (a: Date, b: Date) => Math.floor(a.getTime() / 60_000) === Math.floor(b.getTime() / 60_000);

/** An end moved while running must stay ahead (ending now is the 结束 / 下架 button's job). */
export function endStillAhead(end: Date, now = new Date()): void {
  if (end <= now) throw new BizError('结束时间必须晚于当前时间');
}
