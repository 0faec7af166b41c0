/**
 * vip module (api-contract §4.13): paid VIP grades with monthly/quarterly/yearly prices, the member's
 * VIP period, and the VIP orders paid through the cashier. Two grades are seeded; an operator edits rows.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('vip_grades')
    .addColumn('vip_grade_id', 'serial', (c) => c.primaryKey())
    .addColumn('grade_name', 'varchar(30)', (c) => c.notNull())
    .addColumn('lv_type', 'varchar(8)', (c) => c.notNull().check(sql`lv_type in ('vip','svip')`))
    .addColumn('guide_title', 'varchar(60)', (c) => c.notNull().defaultTo(''))
    // percent off the sale price: 10 ⇒ 9折
    .addColumn('discount', 'integer', (c) => c.notNull().check(sql`discount >= 0 and discount < 100`))
    // [{name: monthly|quarter|year, price (fen), day, desc}]
    .addColumn('price_list', 'jsonb', (c) => c.notNull())
    // [{title, desc}] shown on 会员权益
    .addColumn('rights', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_open', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();

  await db.schema.createTable('member_vips')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('members.user_id'))
    .addColumn('vip_grade_id', 'integer', (c) => c.notNull().references('vip_grades.vip_grade_id'))
    .addColumn('begin_at', 'timestamptz', (c) => c.notNull())
    .addColumn('end_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema.createTable('vip_orders')
    .addColumn('order_id', 'varchar(32)', (c) => c.primaryKey().references('orders.order_id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('members.user_id'))
    .addColumn('vip_grade_id', 'integer', (c) => c.notNull().references('vip_grades.vip_grade_id'))
    .addColumn('card_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('days', 'integer', (c) => c.notNull().check(sql`days > 0`))
    // set once, by the payment that grants the period
    .addColumn('granted_at', 'timestamptz')
    .execute();

  const rights = (discount: string) => JSON.stringify([
    { title: '会员专享价', desc: `全场商品享${discount}会员价` },
    { title: '专属客服', desc: '会员专线，优先响应' },
    { title: '生日礼遇', desc: '生日当月赠送香料小样' },
  ]);
  await db.insertInto('vip_grades').values([
    { grade_name: '香料会员', lv_type: 'vip', guide_title: '开通香料会员，全场9折', discount: 10, sort: 1, rights: rights('9折'),
      price_list: JSON.stringify([{ name: 'monthly', price: 1900, day: 30, desc: '连续30天' }, { name: 'quarter', price: 4900, day: 90, desc: '连续90天' }, { name: 'year', price: 16800, day: 365, desc: '连续365天' }]) },
    { grade_name: '至尊会员', lv_type: 'svip', guide_title: '开通至尊会员，全场8折', discount: 20, sort: 2, rights: rights('8折'),
      price_list: JSON.stringify([{ name: 'monthly', price: 3900, day: 30, desc: '连续30天' }, { name: 'quarter', price: 9900, day: 90, desc: '连续90天' }, { name: 'year', price: 32800, day: 365, desc: '连续365天' }]) },
  ]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['vip_orders', 'member_vips', 'vip_grades']) await db.schema.dropTable(t).ifExists().execute();
}
