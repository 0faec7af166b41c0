/** /api/h5app/wxapp VIP grades (api-contract §4.13). */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';
import { input, param } from '../../http/wire';
import { buyVip, userVip, vipGrades } from './vip.service';

const INT4 = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const buySchema = { body: { type: 'object', required: ['vip_grade_id', 'card_type'], properties: {
  vip_grade_id: INT4, card_type: { type: 'string', enum: ['monthly', 'quarter', 'year'] }, pay_type: { type: 'string', maxLength: 16, pattern: '^[a-z_]*$' },
  distributor_id: { type: 'integer', minimum: 0, maximum: 2147483647 } } } };

export default async function vipRoutes(app: FastifyInstance, { db, config }: AppDeps) {
  app.get('/vipgrades/newlist', { preHandler: app.optionalMember }, async (r) => vipGrades(db, r.member?.user_id ?? null));
  app.get('/vipgrades/uservip', { preHandler: app.requireMember }, async (r) => userVip(db, r.member!.user_id));
  app.post('/vipgrades/buy', { preHandler: app.requireMember, schema: buySchema }, async (r) => {
    const b = input(r);
    return buyVip(db, r.member!.user_id, param.int(b.vip_grade_id, 0)!, param.str(b.card_type), config.orderTimeoutMinutes);
  });
}
