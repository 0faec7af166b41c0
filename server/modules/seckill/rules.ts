/** Seckill constants and the activity's phase (pure). */
export const TICKET_TTL_MS = 5 * 60_000;
export const TICKET_JOB_EVERY_MS = 15_000;

export type Phase = 'in_the_notice' | 'in_sale' | 'it_has_ended';

export function phaseOf(a: { begin_time: Date | string; end_time: Date | string }, now: Date): Phase {
  if (now < new Date(a.begin_time)) return 'in_the_notice';
  if (now >= new Date(a.end_time)) return 'it_has_ended';
  return 'in_sale';
}

export const SECKILL_ERRORS = {
  missing: '秒杀活动不存在或已结束',
  removed: '秒杀活动已下架',
  notStarted: '秒杀活动尚未开始',
  ended: '秒杀活动已结束',
  soldOut: '秒杀商品已抢光',
  wrongItem: '该商品不在此秒杀活动中',
  badNum: '购买数量必须是正整数',
  ticket: '秒杀资格无效或已过期，请重新抢购',
} as const;

export const limitMessage = (limit: number) => `每人限购${limit}件`;
