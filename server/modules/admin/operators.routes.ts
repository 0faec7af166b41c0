/**
 * /api/admin/operators: list, add, disable / re-enable / set password, delete. Disabling, deleting
 * and a new password end the operator's sessions at once; the last enabled operator can be neither
 * disabled nor deleted, so the shop always keeps someone who can log in.
 */
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.server';
import { BizError, notFound } from '../../http/errors';
import { endSessions } from '../../http/auth';
import { input } from '../../http/wire';
import { hashPassword } from '../member/member.service';
import { NO_INPUT, declare, fields, sameAs } from '../../http/schema';

const noControl = (s: string) => !/[\u0000-\u001f\u007f]/.test(s);
const username = z.string({ required_error: '请输入用户名', invalid_type_error: '用户名格式不正确' }).trim()
  .min(2, '用户名长度2～32个字符之间').max(32, '用户名长度2～32个字符之间')
  .refine((s) => noControl(s) && !/\s/.test(s), '用户名不能包含空白或控制字符');
const password = z.string({ required_error: '请输入密码', invalid_type_error: '密码格式不正确' })
  .min(8, '密码长度8～64个字符之间').max(64, '密码长度8～64个字符之间').refine(noControl, '密码不能包含控制字符');
const flag = z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { errorMap: () => ({ message: '状态格式不正确' }) }).transform((v) => v === true || v === 'true' || v === '1');

const createBody = z.object({ username, password });
const updateBody = z.object({ disabled: flag.optional(), password: password.optional() })
  .refine((b) => b.disabled !== undefined || b.password !== undefined, '请提供要修改的内容');
const idParam = z.object({ id: z.coerce.number({ invalid_type_error: '运营账号不存在' }).int('运营账号不存在').min(1, '运营账号不存在').max(2147483647, '运营账号不存在') });

// Declared input: the same bounded fields (username ≤32 after trim, password ≤64, disabled a flag) with
// the same messages naming the field, so the declaration refuses exactly what the handler would.
const CreateInput = fields({ username: sameAs(username), password: sameAs(password) });
const UpdateInput = fields({ disabled: sameAs(flag.optional()), password: sameAs(password.optional()) });
const byId = { params: idParam, paramsError: { status: 422, message: '运营账号不存在' } };

/** Zod issues → 422 in the contract's envelope, the field named in `errors`. */
function parse<T>(schema: z.ZodType<T, z.ZodTypeDef, unknown>, data: unknown): T {
  const r = schema.safeParse(data);
  if (r.success) return r.data;
  const errors: Record<string, string[]> = {};
  for (const issue of r.error.issues) (errors[issue.path.join('.') || '_'] ??= []).push(issue.message);
  throw new BizError(r.error.issues[0].message, 422, undefined, errors);
}

const LAST_OPERATOR = '至少保留一个启用的运营账号';
const publicRow = ['operator_id', 'username', 'disabled', 'created_at'] as const;

export default async function operatorRoutes(app: FastifyInstance, { db }: { db: Database }) {
  /** Locks every operator row (a handful) so two operators removing each other cannot both succeed. */
  async function changeKeepingOneEnabled(id: number, change: 'disable' | 'delete') {
    return db.transaction().execute(async (trx) => {
      const rows = await trx.selectFrom('operators').select(['operator_id', 'disabled']).orderBy('operator_id').forUpdate().execute();
      const target = rows.find((r) => r.operator_id === id);
      if (!target) throw notFound('运营账号不存在');
      const othersEnabled = rows.filter((r) => r.operator_id !== id && !r.disabled).length;
      if (othersEnabled === 0 && !target.disabled) throw new BizError(LAST_OPERATOR);
      if (change === 'delete') await trx.deleteFrom('operators').where('operator_id', '=', id).execute();
      else {
        await trx.updateTable('operators').set({ disabled: true }).where('operator_id', '=', id).execute();
        await endSessions(trx, { operatorId: id });
      }
    });
  }

  app.get('/operators', declare({ input: NO_INPUT }), async () => {
    const list = await db.selectFrom('operators').select(publicRow).orderBy('operator_id').execute();
    return { list, total_count: list.length };
  });

  app.post('/operators', declare({ input: CreateInput }), async (req) => {
    const b = parse(createBody, input(req));
    const row = await db.insertInto('operators').values({ username: b.username, password_hash: await hashPassword(b.password) })
      .onConflict((oc) => oc.column('username').doNothing()).returning(publicRow).executeTakeFirst();
    if (!row) throw new BizError('用户名已存在', 422, undefined, { username: ['用户名已存在'] });
    return row;
  });

  app.put('/operators/:id', declare({ ...byId, input: UpdateInput }), async (req) => {
    const { id } = parse(idParam, req.params);
    const b = parse(updateBody, input(req));
    if (b.disabled === true) await changeKeepingOneEnabled(id, 'disable');
    const set = { ...(b.disabled === false ? { disabled: false } : {}), ...(b.password ? { password_hash: await hashPassword(b.password) } : {}) };
    if (Object.keys(set).length) {
      const done = await db.updateTable('operators').set(set).where('operator_id', '=', id).executeTakeFirst();
      if (!Number(done.numUpdatedRows)) throw notFound('运营账号不存在');
      if (b.password) await endSessions(db, { operatorId: id });
    }
    return db.selectFrom('operators').select(publicRow).where('operator_id', '=', id).executeTakeFirstOrThrow();
  });

  app.delete('/operators/:id', declare({ ...byId, input: NO_INPUT }), async (req) => {
    const { id } = parse(idParam, req.params);
    await changeKeepingOneEnabled(id, 'delete');
    return { status: true };
  });
}
