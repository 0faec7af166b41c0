/** /api/h5app/wxapp staff login (storefront spec: /staff/login, work number + password). */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { input, param } from '../../http/wire';
import { declare, fields, opt, text } from '../../http/schema';
import { throttledLogin } from '../throttle/login';
import { staffLogin } from './staff.service';

const StaffLoginInput = fields({ work_id: opt(text(32)), password: opt(text(64)) });

export default async function staffRoutes(app: FastifyInstance, { db }: AppDeps) {
  // Answers a member token: a staff member shops as their own member account, flagged is_staff.
  app.post('/staff/login', declare({ input: StaffLoginInput }), async (req) => {
    const b = input(req);
    const workId = param.str(b.work_id);
    const userId = await throttledLogin(app.throttle, 'member-login', `staff:${workId}`, req.ip, () => staffLogin(db, workId, param.str(b.password)));
    return { token: await app.issueMemberToken(userId), is_staff: '1' };
  });
}
