/** /api/h5app/wxapp: login and member info (api-contract §3, §4.2). */
import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Database } from '../../db/database.server';
import { input, param } from '../../http/wire';
import { verifyLogin, memberInfo } from './member.service';
import { loginBySms } from '../account/account.service';

export default async function memberRoutes(app: FastifyInstance, opts: { db: Database; now: () => Date }) {
  const { db } = opts;
  await app.register(rateLimit, { global: false });

  app.post('/login', {
    config: { rateLimit: { max: 20, timeWindow: '1 minute', keyGenerator: (req) => `${req.ip}:${param.str(input(req).username)}` } },
  }, async (req) => {
    const body = input(req);
    // check_type=mobile: SMS code of type `login` (api-contract §3.1); otherwise the password.
    const userId = param.str(body.check_type) === 'mobile'
      ? await loginBySms(db, param.str(body.username), param.str(body.vcode), opts.now())
      : await verifyLogin(db, param.str(body.username), param.str(body.password));
    return { token: await app.issueMemberToken(userId) };
  });

  app.get('/member', { preHandler: app.requireMember }, async (req) => memberInfo(db, req.member!.user_id));
}
