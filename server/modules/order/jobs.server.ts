/** Background job: closes unpaid orders past their time, returning stock, coupon and points (once). */
import type { Job } from '../../jobs.server';
import { closeExpiredOrders } from './order.actions';

export const closeUnpaidOrdersJob: Job = {
  name: 'close-unpaid-orders',
  everyMs: 60_000,
  run: ({ db }) => closeExpiredOrders(db, { limit: 500 }),
};
