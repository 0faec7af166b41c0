/**
 * Development helpers, registered only outside production and only with the `log` SMS provider:
 * GET /api/dev/sms-inbox?mobile= — the messages "sent", newest first; GET /api/dev/captcha/{token} —
 * the answer of an image captcha. The browser tests read both, as a developer reads the log.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/database.server';
import { LogSmsProvider, type SmsProvider } from './providers';
import { declare, fields, NO_INPUT, opt, text } from '../../../http/schema';

export default async function smsInboxRoutes(app: FastifyInstance, { sms, db }: { sms: SmsProvider; db: Database }) {
  if (!(sms instanceof LogSmsProvider)) return;
  app.get('/api/dev/sms-inbox', declare({ input: fields({ mobile: opt(text(20)) }) }), async (req) => {
    const mobile = String((req.query as { mobile?: string }).mobile ?? '');
    return { data: { list: sms.inbox.filter((m) => !mobile || m.mobile === mobile) } };
  });
  app.get<{ Params: { token: string } }>('/api/dev/captcha/:token', declare({ input: NO_INPUT, params: fields({ token: text(64) }), paramsError: { status: 404, message: '验证码不存在' } }), async (req, reply) => {
    const row = await db.selectFrom('captcha_codes').select('answer').where('token', '=', req.params.token).executeTakeFirst();
    if (!row) return reply.status(404).send({ data: { message: '验证码不存在', status_code: 404 } });
    return { data: { answer: row.answer } };
  });
}
