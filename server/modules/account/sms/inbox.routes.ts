/**
 * GET /api/dev/sms-inbox?mobile= — the messages the `log` SMS provider "sent", newest first, for
 * development and the browser tests. Registered only outside production and only for that provider.
 */
import type { FastifyInstance } from 'fastify';
import { LogSmsProvider, type SmsProvider } from './providers';

export default async function smsInboxRoutes(app: FastifyInstance, { sms }: { sms: SmsProvider }) {
  if (!(sms instanceof LogSmsProvider)) return;
  app.get('/api/dev/sms-inbox', async (req) => {
    const mobile = String((req.query as { mobile?: string }).mobile ?? '');
    return { data: { list: sms.inbox.filter((m) => !mobile || m.mobile === mobile) } };
  });
}
