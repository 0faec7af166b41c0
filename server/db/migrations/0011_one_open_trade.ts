/** An order has at most one open (NOTPAY) trade; older duplicates from before this rule are closed. */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`UPDATE trades t SET trade_state = 'CLOSED'
    WHERE t.trade_state = 'NOTPAY' AND EXISTS (
      SELECT 1 FROM trades n WHERE n.order_id = t.order_id AND n.trade_state = 'NOTPAY'
        AND (n.created_at, n.trade_id) > (t.created_at, t.trade_id))`.execute(db);
  await sql`CREATE UNIQUE INDEX trades_one_open_per_order ON trades (order_id) WHERE trade_state = 'NOTPAY'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS trades_one_open_per_order`.execute(db);
}
