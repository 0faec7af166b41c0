/**
 * Development helpers, registered only outside production and only with the `log` SMS provider, and
 * answering only this machine (the socket address is loopback and no proxy forwarded the request):
 * GET /api/dev/sms-inbox?mobile= — the messages "sent" to that one mobile, newest first (no listing);
 * GET /api/dev/captcha/{token} — the answer of an image captcha. The browser tests read both, as a
 * developer reads the log. Anyone else gets 403; production has no such routes (404).
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/database.server';
import { LogSmsProvider, type SmsProvider } from './providers';
import { declare, fields, NO_INPUT, opt, text } from '../../../http/schema';
import { errorBody } from '../../../http/wire';
import { isLocalRequest } from '../../../http/loopback';

export const DEV_HELPER_PATHS = ['/api/dev/sms-inbox?mobile=', '/api/dev/captcha/{token}'];

/** Whether `smsInboxRoutes` registers anything for this provider (the start banner says so). */
export const devHelpersOn = (sms: SmsProvider, production: boolean) => !production && sms instanceof LogSmsProvider;

export default async function smsInboxRoutes(app: FastifyInstance, { sms, db, production = false }: { sms: SmsProvider; db: Database; production?: boolean }) {
  if (!devHelpersOn(sms, production) || !(sms instanceof LogSmsProvider)) return;
  app.devHelpers?.push(...DEV_HELPER_PATHS); // the start banner lists them
  app.addHook('onRequest', async (req, reply) => {
    if (!isLocalRequest(req)) return reply.status(403).send(errorBody('开发辅助接口只对本机开放', 403));
  });
  app.get('/api/dev/sms-inbox', declare({ input: fields({ mobile: opt(text(20)) }) }), async (req, reply) => {
    const mobile = String((req.query as { mobile?: string }).mobile ?? '').trim();
    if (!/^1\d{10}$/.test(mobile)) return reply.status(400).send(errorBody('请提供要查看的手机号（mobile）', 400));
    return { data: { list: sms.inbox.filter((m) => m.mobile === mobile) } };
  });
  app.get<{ Params: { token: string } }>('/api/dev/captcha/:token', declare({ input: NO_INPUT, params: fields({ token: text(64) }), paramsError: { status: 404, message: '验证码不存在' } }), async (req, reply) => {
    const row = await db.selectFrom('captcha_codes').select('answer').where('token', '=', req.params.token).executeTakeFirst();
    if (!row) return reply.status(404).send({ data: { message: '验证码不存在', status_code: 404 } });
    return { data: { answer: row.answer } };
  });
}
