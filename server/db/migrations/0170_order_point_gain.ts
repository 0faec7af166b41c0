/**
 * The earning rate (points per yuan of goods) an order was placed under, so a later change of 设置 → 积分规则
 * does not change what an existing order earns. Orders placed before the rule was configurable earned 1.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('point_gain_rate', 'integer', (c) => c.notNull().defaultTo(1).check(sql`point_gain_rate >= 0`)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('point_gain_rate').execute();
}
