/** Background job: teams past their time fail and every paid member is refunded (state in the database: survives restarts). */
import type { Job } from '../../jobs.server';
import { findProvider } from '../payment/providers/index';
import { TEAM_JOB_EVERY_MS } from './rules';
import { expireTeams } from './refund.service';

export const expireGroupTeamsJob: Job = {
  name: 'expire-group-teams',
  everyMs: TEAM_JOB_EVERY_MS,
  run: ({ db, config }) => expireTeams(db, { provider: (code) => findProvider(code), publicUrl: config.publicUrl }),
};
