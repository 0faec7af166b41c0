/** Background job: held seckill tickets past their five minutes give their units back (state lives in the database, so a restart loses nothing). */
import type { Job } from '../../jobs.server';
import { TICKET_JOB_EVERY_MS } from './rules';
import { expireTickets } from './seckill.service';

export const expireSeckillTicketsJob: Job = {
  name: 'expire-seckill-tickets',
  everyMs: TICKET_JOB_EVERY_MS,
  run: ({ db }) => expireTickets(db),
};
