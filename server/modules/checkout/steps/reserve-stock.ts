/**
 * Step 7: takes the quantities off `items.store` with conditional UPDATEs inside the order's
 * transaction; rows are visited in item_id order so concurrent orders cannot deadlock.
 */
import { sql, type Transaction } from 'kysely';
import type { DB } from '../../../db/schema';
import { BizError } from '../../../http/errors';
import type { CheckoutLine } from './load-lines';

/** Returns the item ids that sold out with this order. */
export async function reserveStock(trx: Transaction<DB>, lines: CheckoutLine[]): Promise<number[]> {
  const want = new Map<number, { num: number; name: string }>();
  for (const l of lines) want.set(l.item_id, { num: (want.get(l.item_id)?.num ?? 0) + l.num, name: l.item_name });
  const soldOut: number[] = [];
  for (const [itemId, { num, name }] of [...want].sort((a, b) => a[0] - b[0])) {
    const row = await trx.updateTable('items').set({ store: sql`store - ${num}` })
      .where('item_id', '=', itemId).where('store', '>=', num).where('approve_status', '=', 'onsale').returning('store').executeTakeFirst();
    if (!row) throw new BizError(`${name}库存不足`);
    if (row.store === 0) soldOut.push(itemId);
  }
  return soldOut;
}
