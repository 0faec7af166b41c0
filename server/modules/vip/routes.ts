/** /api/h5app/wxapp VIP grades (api-contract §4.13). */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { input, param } from '../../http/wire';
import { buyVip, userVip, vipGrades } from './vip.service';

import { declare, fields, INT4_MAX, NO_INPUT, opt } from '../../http/schema';
import { choice, plainText, whole } from '../aftersales/routes';

// Declared input (ARCHITECTURE principle 9); a malformed value answers the contract's plain 422 参数错误.
const Buy = fields({
  vip_grade_id: whole(1, INT4_MAX), card_type: choice(['monthly', 'quarter', 'year']),
  pay_type: opt(plainText(16).refine((v) => /^[a-z_]*$/.test(v), '参数错误')), distributor_id: opt(whole(0, INT4_MAX)),
});

export default async function vipRoutes(app: FastifyInstance, { db, config }: AppDeps) {
  app.get('/vipgrades/newlist', { preHandler: app.optionalMember, ...declare({ input: NO_INPUT }) }, async (r) => vipGrades(db, r.member?.user_id ?? null));
  app.get('/vipgrades/uservip', { preHandler: app.requireMember, ...declare({ input: NO_INPUT }) }, async (r) => userVip(db, r.member!.user_id));
  app.post('/vipgrades/buy', { preHandler: app.requireMember, ...declare({ input: Buy }) }, async (r) => {
    const b = input(r);
    return buyVip(db, r.member!.user_id, param.int(b.vip_grade_id, 0)!, param.str(b.card_type), config.orderTimeoutMinutes);
  });
}
