/**
 * /api/admin/operators (管理员 only): list, add with a role (管理员 / 运营), change role, disable /
 * re-enable / set password, delete. Disabling, deleting and a new password end the operator's sessions
 * at once; the last enabled 管理员 can be neither disabled, demoted nor deleted, so the shop always keeps
 * someone who can manage operators.
 */
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.server';
import { BizError, notFound } from '../../http/errors';
import { endSessions } from '../../http/auth';
import { input } from '../../http/wire';
import { hashPassword } from '../member/member.service';
import { NO_INPUT, declare, fields, sameAs } from '../../http/schema';
import { requireAdmin } from '../console/roles';
import { recordChange } from '../console/audit';

const noControl = (s: string) => !/[\u0000-\u001f\u007f]/.test(s);
const username = z.string({ required_error: '请输入用户名', invalid_type_error: '用户名格式不正确' }).trim()
  .min(2, '用户名长度2～32个字符之间').max(32, '用户名长度2～32个字符之间')
  .refine((s) => noControl(s) && !/\s/.test(s), '用户名不能包含空白或控制字符');
const password = z.string({ required_error: '请输入密码', invalid_type_error: '密码格式不正确' })
  .min(8, '密码长度8～64个字符之间').max(64, '密码长度8～64个字符之间').refine(noControl, '密码不能包含控制字符');
const flag = z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { errorMap: () => ({ message: '状态格式不正确' }) }).transform((v) => v === true || v === 'true' || v === '1');

const role = z.enum(['admin', 'operator'], { errorMap: () => ({ message: '角色只能是管理员或运营' }) });
const createBody = z.object({ username, password, role: role.default('operator') });
const updateBody = z.object({ disabled: flag.optional(), password: password.optional(), role: role.optional() })
  .refine((b) => b.disabled !== undefined || b.password !== undefined || b.role !== undefined, '请提供要修改的内容');
const idParam = z.object({ id: z.coerce.number({ invalid_type_error: '运营账号不存在' }).int('运营账号不存在').min(1, '运营账号不存在').max(2147483647, '运营账号不存在') });

// Declared input: the same bounded fields (username ≤32 after trim, password ≤64, disabled a flag) with
// the same messages naming the field, so the declaration refuses exactly what the handler would.
const CreateInput = fields({ username: sameAs(username), password: sameAs(password), role: sameAs(role.optional()) });
const UpdateInput = fields({ disabled: sameAs(flag.optional()), password: sameAs(password.optional()), role: sameAs(role.optional()) });
const byId = { params: idParam, paramsError: { status: 422, message: '运营账号不存在' } };

/** Zod issues → 422 in the contract's envelope, the field named in `errors`. */
function parse<T>(schema: z.ZodType<T, z.ZodTypeDef, unknown>, data: unknown): T {
  const r = schema.safeParse(data);
  if (r.success) return r.data;
  const errors: Record<string, string[]> = {};
  for (const issue of r.error.issues) (errors[issue.path.join('.') || '_'] ??= []).push(issue.message);
  throw new BizError(r.error.issues[0].message, 422, undefined, errors);
}

const LAST_OPERATOR = '至少保留一个启用的管理员账号';
const publicRow = ['operator_id', 'username', 'role', 'disabled', 'created_at'] as const;

export default async function operatorRoutes(app: FastifyInstance, { db }: { db: Database }) {
  // Only 管理员 manage operators; 运营 are refused by the server whatever their screen shows.
  app.addHook('preHandler', requireAdmin);

  /**
   * Locks every operator row (a handful) so two admins removing each other cannot both succeed: the shop
   * always keeps an enabled 管理员, or nobody could manage operators again.
   */
  async function changeKeepingOneAdmin(id: number, change: 'disable' | 'delete' | 'demote') {
    return db.transaction().execute(async (trx) => {
      const rows = await trx.selectFrom('operators').select(['operator_id', 'disabled', 'role']).orderBy('operator_id').forUpdate().execute();
      const target = rows.find((r) => r.operator_id === id);
      if (!target) throw notFound('运营账号不存在');
      const otherAdmins = rows.filter((r) => r.operator_id !== id && !r.disabled && r.role === 'admin').length;
      if (otherAdmins === 0 && !target.disabled && target.role === 'admin') throw new BizError(LAST_OPERATOR);
      if (change === 'delete') await trx.deleteFrom('operators').where('operator_id', '=', id).execute();
      else if (change === 'demote') await trx.updateTable('operators').set({ role: 'operator' }).where('operator_id', '=', id).execute();
      else {
        await trx.updateTable('operators').set({ disabled: true }).where('operator_id', '=', id).execute();
        await endSessions(trx, { operatorId: id });
      }
    });
  }
  const publicOf = (id: number) => db.selectFrom('operators').select(publicRow).where('operator_id', '=', id).executeTakeFirst();

  app.get('/operators', declare({ input: NO_INPUT }), async () => {
    const list = await db.selectFrom('operators').select(publicRow).orderBy('operator_id').execute();
    return { list, total_count: list.length };
  });

  app.post('/operators', declare({ input: CreateInput }), async (req) => {
    const b = parse(createBody, input(req));
    const row = await db.insertInto('operators').values({ username: b.username, password_hash: await hashPassword(b.password), role: b.role })
      .onConflict((oc) => oc.column('username').doNothing()).returning(publicRow).executeTakeFirst();
    if (!row) throw new BizError('用户名已存在', 422, undefined, { username: ['用户名已存在'] });
    recordChange(req, { action: '新增运营账号', entity: 'operator', entity_id: row.operator_id, after: row });
    return row;
  });

  app.put('/operators/:id', declare({ ...byId, input: UpdateInput }), async (req) => {
    const { id } = parse(idParam, req.params);
    const b = parse(updateBody, input(req));
    const before = await publicOf(id);
    if (b.disabled === true) await changeKeepingOneAdmin(id, 'disable');
    if (b.role === 'operator') await changeKeepingOneAdmin(id, 'demote');
    const set = { ...(b.disabled === false ? { disabled: false } : {}), ...(b.role === 'admin' ? { role: 'admin' as const } : {}), ...(b.password ? { password_hash: await hashPassword(b.password) } : {}) };
    if (Object.keys(set).length) {
      const done = await db.updateTable('operators').set(set).where('operator_id', '=', id).executeTakeFirst();
      if (!Number(done.numUpdatedRows)) throw notFound('运营账号不存在');
      if (b.password) await endSessions(db, { operatorId: id });
    }
    const after = await publicOf(id);
    if (!after) throw notFound('运营账号不存在');
    recordChange(req, { action: b.password ? '修改运营账号（含密码）' : '修改运营账号', entity: 'operator', entity_id: id, before, after });
    return after;
  });

  app.delete('/operators/:id', declare({ ...byId, input: NO_INPUT }), async (req) => {
    const { id } = parse(idParam, req.params);
    const before = await publicOf(id);
    await changeKeepingOneAdmin(id, 'delete');
    recordChange(req, { action: '删除运营账号', entity: 'operator', entity_id: id, before, after: null });
    return { status: true };
  });
}
