/**
 * /api/admin/members: search members, see one with their points journal and orders, change the grade,
 * disable / re-enable (disabling ends their sessions at once), adjust points with a reason through the
 * points module (the member's journal shows it).
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppDeps } from '../../deps';
import { BizError, notFound } from '../../http/errors';
import { endSessions } from '../../http/auth';
import { input, param } from '../../http/wire';
import { declare, fields, flag, idParams, int, NO_INPUT, opt, page, pageSize, text } from '../../http/schema';
import { adjustPoints } from '../points/points.service';
import { recordChange } from './audit';

/** 会员等级: members.grade_id (the storefront shows 普通会员 for grade 1). */
export const MEMBER_GRADES = [{ grade_id: 1, grade_name: '普通会员' }, { grade_id: 2, grade_name: '银卡会员' }, { grade_id: 3, grade_name: '金卡会员' }, { grade_id: 4, grade_name: '钻石会员' }];
const MAX_ADJUST = 1_000_000;
const byMember = { params: idParams(), paramsError: { status: 404, message: '会员不存在' } };
const publicRow = ['user_id', 'mobile', 'username', 'nickname', 'grade_id', 'point', 'deposit', 'disabled', 'is_staff', 'created_at'] as const;

export default async function memberAdminRoutes(app: FastifyInstance, { db }: AppDeps) {
  const op = (d: Parameters<typeof declare>[0]) => ({ preHandler: app.requireOperator, ...declare(d) });
  const one = (id: number) => db.selectFrom('members').select(publicRow).where('user_id', '=', id).executeTakeFirst();

  app.get('/member-grades', op({ input: NO_INPUT }), async () => ({ list: MEMBER_GRADES, total_count: MEMBER_GRADES.length }));

  app.get('/members', op({ input: fields({ keywords: opt(text(64)), grade_id: opt(int(1, 99)), disabled: opt(flag()), page: opt(page()), pageSize: opt(pageSize(100)) }) }), async (req) => {
    const b = input(req);
    const p = param.int(b.page, 1)!; const size = param.int(b.pageSize, 20)!;
    let q = db.selectFrom('members as m');
    const kw = param.str(b.keywords);
    if (kw) q = q.where((eb) => eb.or([eb('m.mobile', 'like', `%${kw.replace(/[\\%_]/g, '\\$&')}%`), eb('m.username', 'ilike', `%${kw.replace(/[\\%_]/g, '\\$&')}%`), eb('m.nickname', 'ilike', `%${kw.replace(/[\\%_]/g, '\\$&')}%`)]));
    const grade = param.int(b.grade_id);
    if (grade) q = q.where('m.grade_id', '=', grade);
    if (b.disabled !== undefined && b.disabled !== '') q = q.where('m.disabled', '=', param.bool(b.disabled));
    const { n } = await q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    const list = await q.select([...publicRow.map((c) => `m.${c}` as const), sql<number>`(SELECT count(*)::int FROM orders WHERE user_id = m.user_id AND order_class = 'normal')`.as('order_count')])
      .orderBy('m.user_id', 'desc').limit(size).offset((p - 1) * size).execute();
    return { list, total_count: Number(n) };
  });

  app.get('/members/:id', op({ ...byMember, input: NO_INPUT }), async (req) => {
    const id = Number((req.params as { id: string }).id);
    const m = await one(id);
    if (!m) throw notFound('会员不存在');
    const journal = await db.selectFrom('point_journal').selectAll().where('user_id', '=', id).orderBy('id', 'desc').limit(20).execute();
    const orders = await db.selectFrom('orders').select(['order_id', 'order_status', 'total_fee', 'created_at']).where('user_id', '=', id).where('order_class', '=', 'normal').orderBy('created_at', 'desc').limit(10).execute();
    return { ...m, point_journal: journal, orders };
  });

  app.put('/members/:id', op({ ...byMember, input: fields({ grade_id: opt(int(1, MEMBER_GRADES.length, '会员等级不存在')), disabled: opt(flag()) }) }), async (req) => {
    const id = Number((req.params as { id: string }).id);
    const b = input(req);
    const before = await one(id);
    if (!before) throw notFound('会员不存在');
    const set = { ...(b.grade_id !== undefined && b.grade_id !== '' ? { grade_id: param.int(b.grade_id)! } : {}), ...(b.disabled !== undefined && b.disabled !== '' ? { disabled: param.bool(b.disabled) } : {}) };
    if (!Object.keys(set).length) throw new BizError('请提供要修改的内容');
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('members').set(set).where('user_id', '=', id).execute();
      if (set.disabled === true) await endSessions(trx, { userId: id });
    });
    const after = await one(id);
    recordChange(req, { action: set.disabled === true ? '禁用会员' : set.disabled === false ? '启用会员' : '修改会员等级', entity: 'member', entity_id: id, before, after });
    return after;
  });

  app.post('/members/:id/points', op({ ...byMember, input: fields({ points: int(-MAX_ADJUST, MAX_ADJUST, `调整积分必须是-${MAX_ADJUST}到${MAX_ADJUST}之间的整数`), reason: opt(text(100)) }) }), async (req) => {
    const id = Number((req.params as { id: string }).id);
    const b = input(req);
    const reason = param.str(b.reason);
    if (!reason) throw new BizError('请填写调整原因', 422, undefined, { reason: ['请填写调整原因'] });
    const delta = param.int(b.points)!;
    const before = await one(id);
    if (!before) throw notFound('会员不存在');
    const point = await db.transaction().execute((trx) => adjustPoints(trx, id, delta, reason));
    recordChange(req, { action: '调整积分', entity: 'member', entity_id: id, before: { point: before.point }, after: { point, delta, reason } });
    return { user_id: id, point };
  });
}
