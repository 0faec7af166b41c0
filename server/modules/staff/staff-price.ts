/**
 * The price a buyer pays per unit: the sale price, the VIP member price when the member has a running
 * VIP period, and for staff members the staff price of staff goods; the lowest applies. The server
 * uses this wherever it prices goods, and checks it again inside the order's transaction.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database.server';
import type { DB } from '../../db/schema';
import { BizError } from '../../http/errors';
import { memberDiscount, memberPrice } from '../vip/member-price';
import './tables';

export interface PricedRow { price: number; staff_price: number | null; staff_goods: boolean }
export interface Buyer { discount: number; isStaff: boolean }

/** Staff price of a SKU for this buyer, when one applies. */
export const staffPriceFor = (row: PricedRow, isStaff: boolean): number | undefined =>
  (isStaff && row.staff_goods && row.staff_price !== null ? row.staff_price : undefined);

export function unitPrice(row: PricedRow, buyer: Buyer): number {
  const member = buyer.discount ? memberPrice(row.price, buyer.discount) : row.price;
  const staff = staffPriceFor(row, buyer.isStaff);
  return staff === undefined ? member : Math.min(member, staff);
}

export async function isStaffMember(db: Database | Transaction<DB>, userId: number | null | undefined): Promise<boolean> {
  if (!userId) return false;
  const row = await db.selectFrom('members').select('is_staff').where('user_id', '=', userId).executeTakeFirst();
  return !!row?.is_staff;
}

export async function buyerOf(db: Database, userId: number | null | undefined): Promise<Buyer> {
  return { discount: await memberDiscount(db, userId), isStaff: await isStaffMember(db, userId) };
}

export const PRICE_CHANGED = '商品价格已变动，请返回购物车确认后重新提交';

/**
 * Inside the order's transaction, after the stock UPDATEs have locked the SKU rows: the member row is
 * locked (FOR NO KEY UPDATE: a staff flag change waits for this order, or this order waits for it; a
 * share lock would deadlock two orders of one member that both go on to spend points), prices are
 * re-read and every line must still cost what the quote said.
 */
export async function confirmPrices(trx: Transaction<DB>, userId: number, lines: { item_id: number; price: number; item_name: string }[]): Promise<void> {
  if (!lines.length) return;
  const member = await trx.selectFrom('members').select('is_staff').where('user_id', '=', userId).forNoKeyUpdate().executeTakeFirstOrThrow();
  const rows = await trx.selectFrom('items as i').innerJoin('goods as g', 'g.goods_id', 'i.goods_id')
    .select(['i.item_id', 'i.price', 'i.staff_price', 'g.staff_goods']).where('i.item_id', 'in', lines.map((l) => l.item_id)).execute();
  const buyer = { discount: await memberDiscount(trx as unknown as Database, userId), isStaff: member.is_staff };
  for (const l of lines) {
    const row = rows.find((r) => r.item_id === l.item_id);
    if (!row || unitPrice(row, buyer) !== l.price) throw new BizError(PRICE_CHANGED);
  }
}
