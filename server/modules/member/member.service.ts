/** Members: password login and the member info the header and member centre read. */
import bcrypt from 'bcryptjs';
import type { Database } from '../../db/database.server';
import { BizError } from '../../http/errors';
import { maskMobile, isMobile } from '../../../src/lib/validation';
import { userVip } from '../vip/vip.service';

export async function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, 10);
}

export async function verifyLogin(db: Database, username: string, password: string): Promise<number> {
  if (!username || !password) throw new BizError('用户名或密码错误');
  if (!isMobile(username)) throw new BizError('手机号码错误');
  const row = await db.selectFrom('members').select(['user_id', 'password_hash', 'disabled']).where('mobile', '=', username).executeTakeFirst();
  if (!row) throw new BizError('手机号码未注册，请注册后登陆');
  if (!(await bcrypt.compare(password, row.password_hash))) throw new BizError('用户名或密码错误');
  if (row.disabled) throw new BizError('该账号已被禁用.', 401, 401002);
  return row.user_id;
}

export async function memberInfo(db: Database, userId: number) {
  const m = await db.selectFrom('members').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
  // All coupons the member holds, and those still usable (unused and not expired).
  const coupons = await db.selectFrom('user_coupons as u').innerJoin('coupon_templates as c', 'c.card_id', 'u.card_id')
    .select((eb) => [eb.fn.countAll<number>().as('all'), eb.fn.count<number>('u.id').filterWhere((w) => w.and([w('u.status', '=', 1), w('c.end_date', '>', new Date())])).as('usable')])
    .where('u.user_id', '=', userId).executeTakeFirst();
  return {
    memberInfo: {
      user_id: m.user_id, company_id: 1, username: m.username, avatar: '', nickname: m.username,
      mobile: maskMobile(m.mobile), grade_id: m.grade_id, gradeInfo: { grade_id: m.grade_id, grade_name: '普通会员' },
      is_employee: m.is_staff, requestFields: {},
    },
    coupon: Number(coupons?.all ?? 0), userDiscountCount: Number(coupons?.usable ?? 0), deposit: 0, point: m.point, point_open_status: true,
    vipgrade: await userVip(db, userId),
    is_staff: m.is_staff ? '1' : '0',
  };
}
