/** /api/h5app/wxapp: login and member info (api-contract §3, §4.2). */
import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Database } from '../../db/database.server';
import { input, param } from '../../http/wire';
import { verifyLogin, memberInfo } from './member.service';
import { z } from 'zod';
import { declare, fields, NO_INPUT, opt, text } from '../../http/schema';

export const LoginInput: z.ZodTypeAny = fields({ username: opt(text(64)), password: opt(text(128)) });

export default async function memberRoutes(app: FastifyInstance, opts: { db: Database }) {
  const { db } = opts;
  await app.register(rateLimit, { global: false });

  app.post('/login', {
    config: { declared: { input: LoginInput }, rateLimit: { max: 20, timeWindow: '1 minute', keyGenerator: (req) => `${req.ip}:${param.str(input(req).username)}` } },
  }, async (req) => {
    const body = input(req);
    const userId = await verifyLogin(db, param.str(body.username), param.str(body.password));
    return { token: app.signMemberToken(userId) };
  });

  app.get('/member', { preHandler: app.requireMember, ...declare({ input: NO_INPUT }) }, async (req) => memberInfo(db, req.member!.user_id));
}
