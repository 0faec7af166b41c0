/** Group buy (拼团) messages and constants. */
export const TEAM_JOB_EVERY_MS = 30_000;

export const GROUP_ERRORS = {
  missing: '拼团活动不存在或已结束',
  notStarted: '拼团活动尚未开始',
  ended: '拼团活动已结束',
  team: '拼团不存在或已结束',
  full: '该团已满员或已结束，请参加其他团',
  twice: '您已参加过该团',
  offShelf: '商品已下架',
} as const;
