/**
 * Staff accounts (员工): a work number and password that log in as the staff member's own member
 * account. The member's `is_staff` flag follows the account (set while enabled, cleared when disabled),
 * changed in the same transaction so the flag and the account never disagree.
 */
import type { Database } from '../../db/database.server';
import { BizError } from '../../http/errors';
import { endSessions } from '../../http/auth';
import { isMobile } from '../../../src/lib/validation';
import { BAD_CREDENTIALS, hashPassword, passwordMatches } from '../member/member.service';
import './tables';

export const WORK_ID_RULE = /^[A-Za-z0-9]{2,32}$/;
export const STAFF_PASSWORD_RULE = /^(?=.*\d)(?=.*[A-Za-z])[A-Za-z\d]{8,20}$/;

export interface NewStaff { work_id: string; name: string; mobile: string; password: string }

export function checkNewStaff(s: NewStaff): void {
  if (!WORK_ID_RULE.test(s.work_id)) throw new BizError('工号只能是2-32位字母或数字');
  if (!s.name.trim() || s.name.length > 40) throw new BizError('请输入员工姓名（不超过40字）');
  if (!isMobile(s.mobile)) throw new BizError('手机号码错误');
  if (!STAFF_PASSWORD_RULE.test(s.password)) throw new BizError('8-20位密码，必须为数字和字母混合');
}

/** Creates the account; the member with that mobile becomes staff (a new member is made when none exists). */
export async function createStaff(db: Database, s: NewStaff): Promise<number> {
  checkNewStaff(s);
  const hash = await hashPassword(s.password);
  return db.transaction().execute(async (trx) => {
    if (await trx.selectFrom('staff_accounts').select('staff_id').where('work_id', '=', s.work_id).executeTakeFirst()) throw new BizError('工号已存在');
    const member = await trx.insertInto('members').values({ mobile: s.mobile, password_hash: hash, username: s.name })
      .onConflict((oc) => oc.column('mobile').doUpdateSet({ is_staff: true })).returning('user_id').executeTakeFirstOrThrow();
    await trx.updateTable('members').set({ is_staff: true }).where('user_id', '=', member.user_id).execute();
    if (await trx.selectFrom('staff_accounts').select('staff_id').where('user_id', '=', member.user_id).executeTakeFirst()) throw new BizError('该手机号已绑定其他工号');
    const row = await trx.insertInto('staff_accounts').values({ work_id: s.work_id, name: s.name.trim(), user_id: member.user_id, password_hash: hash })
      .returning('staff_id').executeTakeFirstOrThrow();
    return row.staff_id;
  });
}

/** Work number + password → the member id to sign a token for. Same answer for unknown and wrong. */
export async function staffLogin(db: Database, workId: string, password: string): Promise<number> {
  if (!workId) throw new BizError('请输入工号');
  if (!password) throw new BizError('请输入密码');
  const row = WORK_ID_RULE.test(workId)
    ? await db.selectFrom('staff_accounts as s').innerJoin('members as m', 'm.user_id', 's.user_id')
      .select(['s.user_id', 's.password_hash', 's.disabled', 'm.disabled as member_disabled']).where('s.work_id', '=', workId).executeTakeFirst()
    : undefined;
  if (!(await passwordMatches(password, row?.password_hash)) || !row) throw new BizError(BAD_CREDENTIALS);
  if (row.disabled || row.member_disabled) throw new BizError('该账号已被禁用.', 401, 401002);
  return row.user_id;
}

/** Enables or disables an account; disabling clears the staff flag and ends the member's sessions. */
export async function setStaffDisabled(db: Database, staffId: number, disabled: boolean): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx.updateTable('staff_accounts').set({ disabled }).where('staff_id', '=', staffId).returning('user_id').executeTakeFirst();
    if (!row) throw new BizError('员工不存在', 404);
    await trx.updateTable('members').set({ is_staff: !disabled }).where('user_id', '=', row.user_id).execute();
    if (disabled) await endSessions(trx, { userId: row.user_id });
  });
}

export async function listStaff(db: Database, page: number, pageSize: number) {
  const total = await db.selectFrom('staff_accounts').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const list = await db.selectFrom('staff_accounts as s').innerJoin('members as m', 'm.user_id', 's.user_id')
    .select(['s.staff_id', 's.work_id', 's.name', 's.user_id', 'm.mobile', 's.disabled', 's.created_at'])
    .orderBy('s.staff_id', 'desc').limit(pageSize).offset((page - 1) * pageSize).execute();
  return { list, total_count: Number(total.n) };
}
