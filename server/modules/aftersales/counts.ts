/** After-sales figures other modules show: the member centre's counts, each order line's after-sales state. */
import type { Database } from '../../db/database.server';
import { lineStatusOf } from './rules';

/** Counts for orderscount: open applications (pending + processing), pending, processing. */
export async function aftersalesCounts(db: Database, userId: number) {
  const rows = await db.selectFrom('aftersales').select(['aftersales_status', (eb) => eb.fn.countAll<number>().as('n')]).where('user_id', '=', userId).groupBy('aftersales_status').execute();
  const of = (s: number) => Number(rows.find((r) => r.aftersales_status === s)?.n ?? 0);
  return { aftersales: of(0) + of(1), aftersales_pending: of(0), aftersales_processing: of(1) };
}

/** Order line id → its latest application's line state (§6.2 strings) and number. */
export async function lineAftersales(db: Database, orderIds: string[]): Promise<Map<number, { aftersales_status: string; aftersales_bn: string }>> {
  const out = new Map<number, { aftersales_status: string; aftersales_bn: string }>();
  if (!orderIds.length) return out;
  const rows = await db.selectFrom('aftersales_items as i').innerJoin('aftersales as a', 'a.aftersales_bn', 'i.aftersales_bn')
    .select(['i.order_item_id', 'a.aftersales_bn', 'a.progress']).where('a.order_id', 'in', orderIds).orderBy('a.created_at').orderBy('a.aftersales_bn').execute();
  for (const r of rows) out.set(r.order_item_id, { aftersales_status: lineStatusOf(r.progress), aftersales_bn: r.aftersales_bn });
  return out;
}
