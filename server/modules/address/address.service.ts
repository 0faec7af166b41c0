/** Member delivery addresses (api-contract §4.3): validated against the region tree, owner-scoped. */
import type { Database } from '../../db/database.server';
import { BizError, notFound } from '../../http/errors';
import { param } from '../../http/wire';
import { isMobile } from '../../../src/lib/validation';
import { checkRegion } from './region.server';

export const MAX_ADDRESSES = 20;
const REGION_MESSAGES = { province: '请填写正确的省份', city: '请填写正确的城市', county: '请填写正确的区/县' } as const;

export interface AddressInput {
  username: string; telephone: string; province: string; city: string; county: string; adrdetail: string; postal_code: string; is_def: boolean;
}

/** Reads and validates address fields; the first problem is reported in Chinese. */
export function parseAddress(b: Record<string, unknown>): AddressInput {
  const a: AddressInput = {
    username: param.str(b.username), telephone: param.str(b.telephone), province: param.str(b.province), city: param.str(b.city),
    county: param.str(b.county), adrdetail: param.str(b.adrdetail), postal_code: param.str(b.postalCode ?? b.postal_code), is_def: param.bool(b.is_def),
  };
  if (!a.username || a.username.length > 20) throw new BizError('请填写正确的收货人姓名');
  if (!isMobile(a.telephone)) throw new BizError('请填写正确的手机号');
  const wrong = checkRegion(a.province, a.city, a.county);
  if (wrong) throw new BizError(REGION_MESSAGES[wrong]);
  if (!a.adrdetail || a.adrdetail.length > 100) throw new BizError('请填写正确的详细地址');
  if (a.postal_code && !/^\d{6}$/.test(a.postal_code)) throw new BizError('请填写正确的邮政编码');
  return a;
}

type Row = Awaited<ReturnType<typeof findRow>>;
const findRow = (db: Database, userId: number, id: number) =>
  db.selectFrom('member_addresses').selectAll().where('address_id', '=', id).where('user_id', '=', userId).executeTakeFirst();

export function toAddress(r: NonNullable<Row>) {
  return {
    address_id: r.address_id, addr_id: r.address_id, user_id: r.user_id, company_id: 1, username: r.username, name: r.username,
    telephone: r.telephone, province: r.province, city: r.city, county: r.county, adrdetail: r.adrdetail, addr: r.adrdetail,
    area: [r.province, r.city, r.county].filter(Boolean).join(''), postalCode: r.postal_code, is_def: r.is_def, lat: '', lng: '',
  };
}

export async function getAddress(db: Database, userId: number, id: number) {
  const row = await findRow(db, userId, id);
  if (!row) throw notFound('地址不存在');
  return toAddress(row);
}

export async function listAddresses(db: Database, userId: number) {
  const rows = await db.selectFrom('member_addresses').selectAll().where('user_id', '=', userId)
    .orderBy('is_def', 'desc').orderBy('address_id', 'desc').execute();
  return { list: rows.map(toAddress), total_count: rows.length };
}

export async function createAddress(db: Database, userId: number, a: AddressInput) {
  return db.transaction().execute(async (trx) => {
    // Lock the member row so parallel creates cannot pass the limit together.
    await trx.selectFrom('members').select('user_id').where('user_id', '=', userId).forUpdate().execute();
    const { n } = await trx.selectFrom('member_addresses').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow();
    if (Number(n) >= MAX_ADDRESSES) throw new BizError(`最多保存${MAX_ADDRESSES}个收货地址`);
    const isDef = a.is_def || Number(n) === 0;
    if (isDef) await trx.updateTable('member_addresses').set({ is_def: false }).where('user_id', '=', userId).where('is_def', '=', true).execute();
    const row = await trx.insertInto('member_addresses').values({ user_id: userId, ...a, is_def: isDef }).returningAll().executeTakeFirstOrThrow();
    return toAddress(row);
  });
}

export async function updateAddress(db: Database, userId: number, id: number, a: AddressInput) {
  return db.transaction().execute(async (trx) => {
    if (a.is_def) await trx.updateTable('member_addresses').set({ is_def: false }).where('user_id', '=', userId).where('is_def', '=', true).where('address_id', '!=', id).execute();
    const row = await trx.updateTable('member_addresses').set(a).where('address_id', '=', id).where('user_id', '=', userId).returningAll().executeTakeFirst();
    if (!row) throw notFound('地址不存在');
    return toAddress(row);
  });
}

export async function deleteAddress(db: Database, userId: number, id: number) {
  const res = await db.deleteFrom('member_addresses').where('address_id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (Number(res.numDeletedRows) === 0) throw notFound('地址不存在');
  return { status: true };
}
