/** Members: password login and the member info the header and member centre read. */
import crypto from 'node:crypto';
import { hash as bcryptHash, verify as bcryptVerify } from '@node-rs/bcrypt';
import { sql } from 'kysely';
import type { Database } from '../../db/database.server';
import { BizError } from '../../http/errors';
import { maskMobile, isMobile } from '../../../src/lib/validation';
import { memberCounts } from '../account/favourites.service';
import { userVip } from '../vip/vip.service';
import { MEMBER_GRADES } from '../console/members.routes';

/** bcrypt at cost 10, computed natively on libuv's thread pool: a burst of logins no longer stalls the event loop. */
export const PASSWORD_COST = 10;

/**
 * The cost new hashes are made with: PASSWORD_COST, except in a test process (NODE_ENV=test), which may lower it
 * with TEST_PASSWORD_COST (4–9): the test suites log in thousands of times, ~60 ms of CPU each at cost 10, 1 ms at 4.
 * A hash carries its own cost, so checking it costs what making it did. Production and development never read it.
 */
export function passwordCost(env: NodeJS.ProcessEnv = process.env): number {
  if (env.NODE_ENV !== 'test' || !env.TEST_PASSWORD_COST) return PASSWORD_COST;
  const cost = Number(env.TEST_PASSWORD_COST);
  if (!Number.isInteger(cost) || cost < 4 || cost > PASSWORD_COST) throw new Error(`TEST_PASSWORD_COST must be an integer from 4 to ${PASSWORD_COST}, not ${env.TEST_PASSWORD_COST}`);
  return cost;
}

export async function hashPassword(password: string): Promise<string> {
  return bcryptHash(password, { cost: passwordCost() });
}

/** Wrong password and unknown account get one answer, so login does not tell who is registered. */
export const BAD_CREDENTIALS = '用户名或密码错误';

let dummyHash: Promise<string> | undefined;
/**
 * Checks `password` against `hash`, or against a throwaway hash of the same cost when there is no
 * account, so both cases take the same time.
 */
export async function passwordMatches(password: string, hash: string | undefined): Promise<boolean> {
  dummyHash ??= hashPassword(crypto.randomBytes(16).toString('hex'));
  // A stored value that is not a bcrypt hash (never written by us) matches nothing.
  const ok = await bcryptVerify(password, hash ?? await dummyHash).catch(() => false);
  return ok && hash !== undefined;
}

export async function verifyLogin(db: Database, username: string, password: string): Promise<number> {
  if (!username || !password) throw new BizError(BAD_CREDENTIALS);
  if (!isMobile(username)) throw new BizError('手机号码错误');
  const row = await db.selectFrom('members').select(['user_id', 'password_hash', 'disabled']).where('mobile', '=', username).executeTakeFirst();
  if (!(await passwordMatches(password, row?.password_hash)) || !row) throw new BizError(BAD_CREDENTIALS);
  if (row.disabled) throw new BizError('该账号已被禁用.', 401, 401002);
  return row.user_id;
}

export async function memberInfo(db: Database, userId: number) {
  const m = await db.selectFrom('members').selectAll().select(sql<string | null>`to_char(birthday, 'YYYY-MM-DD')`.as('birthday_text'))
    .where('user_id', '=', userId).executeTakeFirstOrThrow();
  const counts = await memberCounts(db, userId);
  // All coupons the member holds, and those still usable (unused and not expired).
  const coupons = await db.selectFrom('user_coupons as u').innerJoin('coupon_templates as c', 'c.card_id', 'u.card_id')
    .select((eb) => [eb.fn.countAll<number>().as('all'), eb.fn.count<number>('u.id').filterWhere((w) => w.and([w('u.status', '=', 1), w('c.end_date', '>', new Date())])).as('usable')])
    .where('u.user_id', '=', userId).executeTakeFirst();
  const vipgrade = await userVip(db, userId);
  return {
    memberInfo: {
      // The greeting shows the nickname the member set, else the masked mobile (never the raw one).
      user_id: m.user_id, company_id: 1, username: m.username, avatar: m.avatar, nickname: m.nickname || maskMobile(m.mobile),
      // A member with a running paid grade (香料会员) is shown that grade, not 普通会员.
      mobile: maskMobile(m.mobile), sex: m.sex, birthday: m.birthday_text ?? '', grade_id: m.grade_id,
      gradeInfo: vipgrade.is_vip ? { grade_id: m.grade_id, grade_name: vipgrade.grade_name, vip_grade_id: vipgrade.vip_grade_id } : { grade_id: m.grade_id, grade_name: MEMBER_GRADES.find((g) => g.grade_id === m.grade_id)?.grade_name ?? '普通会员' },
      is_employee: m.is_staff, requestFields: {},
    },
    coupon: Number(coupons?.all ?? 0), userDiscountCount: Number(coupons?.usable ?? 0), deposit: m.deposit, point: m.point, point_open_status: true,
    vipgrade,
    is_staff: m.is_staff ? '1' : '0',
    ...counts,
  };
}
