/**
 * promotion module (issue 11): cart promotions (满减 / 满折 / 满赠 / 加价购), limited-time sales (限时特惠),
 * packages (组合套餐), the points mall, and what each order bought under which activity.
 */
import { sql, type Kysely } from 'kysely';

const window = (t: ReturnType<Kysely<any>['schema']['createTable']>) => t
  .addColumn('title', 'varchar(60)', (c) => c.notNull())
  .addColumn('begin_at', 'timestamptz', (c) => c.notNull())
  .addColumn('end_at', 'timestamptz', (c) => c.notNull())
  // set when an operator ends it early
  .addColumn('ended_at', 'timestamptz')
  .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
  .addCheckConstraint('window_ordered', sql`end_at > begin_at`);

export async function up(db: Kysely<any>): Promise<void> {
  // tiers: full_minus [{full, minus}] · full_discount [{full, pay_percent}] · full_gift [{full, gift_item_id, gift_num}] · plus_buy [{full, item_id, plus_price}]
  await window(db.schema.createTable('promotions')
    .addColumn('promotion_id', 'serial', (c) => c.primaryKey())
    .addColumn('promotion_type', 'varchar(16)', (c) => c.notNull().check(sql`promotion_type in ('full_minus','full_discount','full_gift','plus_buy')`))
    .addColumn('use_all_items', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('goods_ids', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('tiers', 'jsonb', (c) => c.notNull())).execute();

  // items: [{item_id, act_price}]; limit_num per member over the whole sale (0 = no limit)
  await window(db.schema.createTable('limited_sales')
    .addColumn('sale_id', 'serial', (c) => c.primaryKey())
    .addColumn('limit_num', 'integer', (c) => c.notNull().defaultTo(0).check(sql`limit_num >= 0`))
    .addColumn('items', 'jsonb', (c) => c.notNull())).execute();

  // items: [{item_id, num}] bought together for package_price
  await window(db.schema.createTable('packages')
    .addColumn('package_id', 'serial', (c) => c.primaryKey())
    .addColumn('package_price', 'integer', (c) => c.notNull().check(sql`package_price > 0`))
    .addColumn('items', 'jsonb', (c) => c.notNull())).execute();

  // The package a member is buying now: its items are the member's fastbuy lines.
  await db.schema.createTable('package_choices')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('members.user_id'))
    .addColumn('package_id', 'integer', (c) => c.notNull().references('packages.package_id'))
    .addColumn('num', 'integer', (c) => c.notNull().check(sql`num > 0`))
    .execute();

  // Plus-buy goods a member picked in the cart (one per promotion).
  await db.schema.createTable('cart_plus_buys')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('members.user_id'))
    .addColumn('promotion_id', 'integer', (c) => c.notNull().references('promotions.promotion_id'))
    .addColumn('item_id', 'integer', (c) => c.notNull().references('items.item_id'))
    .addPrimaryKeyConstraint('cart_plus_buys_pk', ['user_id', 'promotion_id'])
    .execute();

  // What an order got from each activity; limits count the rows of orders not cancelled.
  await db.schema.createTable('order_activities')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('order_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('activity_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('activity_id', 'integer', (c) => c.notNull())
    .addColumn('title', 'varchar(60)', (c) => c.notNull())
    .addColumn('discount_fee', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('num', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('order_activities_member_idx').on('order_activities').columns(['user_id', 'activity_type', 'activity_id']).execute();
  await db.schema.createIndex('order_activities_order_idx').on('order_activities').column('order_id').execute();

  await db.schema.alterTable('order_items').addColumn('order_item_type', 'varchar(16)', (c) => c.notNull().defaultTo('normal')).execute();

  // Points mall goods: a catalogue SKU (its stock) priced in points plus optional cash (fen).
  await db.schema.createTable('pointsmall_goods')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('item_id', 'integer', (c) => c.notNull().unique().references('items.item_id'))
    .addColumn('point', 'integer', (c) => c.notNull().check(sql`point > 0`))
    .addColumn('cash', 'integer', (c) => c.notNull().defaultTo(0).check(sql`cash >= 0`))
    .addColumn('limit_num', 'integer', (c) => c.notNull().defaultTo(0).check(sql`limit_num >= 0`))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('order_items').dropColumn('order_item_type').execute();
  for (const t of ['pointsmall_goods', 'order_activities', 'cart_plus_buys', 'package_choices', 'packages', 'limited_sales', 'promotions']) await db.schema.dropTable(t).ifExists().execute();
}
