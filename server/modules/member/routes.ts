/** /api/h5app/wxapp: login, logout and member info (api-contract §3, §4.2). */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.server';
import { endSessions } from '../../http/auth';
import { input, param } from '../../http/wire';
import { LOGIN_CAPTCHA_REQUIRED, throttledLogin } from '../throttle/login';
import { BizError } from '../../http/errors';
import { checkCaptcha } from '../account/captcha.service';
import { verifyLogin, memberInfo } from './member.service';
import { z } from 'zod';
import { declare, fields, NO_INPUT, opt, text } from '../../http/schema';

export const LoginInput: z.ZodTypeAny = fields({ username: opt(text(64)), password: opt(text(128)), yzm: opt(text(8)), token: opt(text(64)) });
import { loginBySms } from '../account/account.service';

export default async function memberRoutes(app: FastifyInstance, opts: { db: Database; now: () => Date }) {
  const { db } = opts;

  app.post('/login', { config: { declared: { input: LoginInput } } }, async (req) => {
    const body = input(req);
    // check_type=mobile: SMS code of type `login` (api-contract §3.1); otherwise the password. Both throttled.
    const username = param.str(body.username);
    const userId = await throttledLogin(app.throttle, 'member-login', username, req.ip, () => (param.str(body.check_type) === 'mobile'
      ? loginBySms(db, username, param.str(body.vcode), opts.now())
      : verifyLogin(db, username, param.str(body.password))), {
      // After a few failed attempts on this mobile: the image captcha of type `login` (yzm + its token).
      async needed() {
        const token = param.str(body.token ?? body.imageToken), yzm = param.str(body.yzm);
        if (!token || !yzm) throw new BizError(LOGIN_CAPTCHA_REQUIRED, 422, undefined, { yzm: [LOGIN_CAPTCHA_REQUIRED] });
        try { await checkCaptcha(db, 'login', token, yzm, opts.now()); } catch (e) {
          throw e instanceof BizError ? new BizError(e.message, 422, undefined, { yzm: [e.message] }) : e;
        }
      },
    });
    return { token: await app.issueMemberToken(userId) };
  });

  // Not in the ECShopX contract (its logout is client-side only): ends every token of the member.
  app.post('/member/logout', { preHandler: app.requireMember, ...declare({ input: NO_INPUT }) }, async (req) => {
    await endSessions(db, { userId: req.member!.user_id });
    return { status: true };
  });

  app.get('/member', { preHandler: app.requireMember, ...declare({ input: NO_INPUT }) }, async (req) => memberInfo(db, req.member!.user_id));
}
