/**
 * Activities (issue 11): seckill with tickets, group buy teams, automatic whole-order refunds,
 * self-pickup locations and codes, offline-transfer vouchers.
 * Stock of a seckill is an allotment whose three buckets always add up (free + held + sold = total),
 * enforced by a CHECK so no code path can lose or invent a unit.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('seckill_activities')
    .addColumn('seckill_id', 'serial', (c) => c.primaryKey())
    .addColumn('title', 'varchar(60)', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull().references('items.item_id'))
    .addColumn('act_price', 'integer', (c) => c.notNull().check(sql`act_price > 0`))
    .addColumn('total_stock', 'integer', (c) => c.notNull().check(sql`total_stock > 0`))
    .addColumn('free', 'integer', (c) => c.notNull().check(sql`free >= 0`))
    .addColumn('held', 'integer', (c) => c.notNull().defaultTo(0).check(sql`held >= 0`))
    .addColumn('sold', 'integer', (c) => c.notNull().defaultTo(0).check(sql`sold >= 0`))
    .addColumn('limit_num', 'integer', (c) => c.notNull().check(sql`limit_num >= 1`))
    .addColumn('begin_time', 'timestamptz', (c) => c.notNull())
    .addColumn('end_time', 'timestamptz', (c) => c.notNull())
    .addColumn('disabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('seckill_stock_adds_up', sql`free + held + sold = total_stock`)
    .addCheckConstraint('seckill_time_order', sql`end_time > begin_time`)
    .execute();
  await db.schema.createIndex('seckill_item_idx').on('seckill_activities').column('item_id').execute();

  await db.schema.createTable('seckill_tickets')
    .addColumn('ticket', 'varchar(40)', (c) => c.primaryKey())
    .addColumn('seckill_id', 'integer', (c) => c.notNull().references('seckill_activities.seckill_id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('members.user_id'))
    .addColumn('num', 'integer', (c) => c.notNull().check(sql`num > 0`))
    // HELD → USED (an order took it) | RELEASED (cancelled, or its order was cancelled) | EXPIRED
    .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('HELD'))
    .addColumn('order_id', 'varchar(32)')
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`CREATE INDEX seckill_tickets_held_idx ON seckill_tickets (expires_at) WHERE status = 'HELD'`.execute(db);
  await db.schema.createIndex('seckill_tickets_member_idx').on('seckill_tickets').columns(['seckill_id', 'user_id']).execute();
  await db.schema.createIndex('seckill_tickets_order_idx').on('seckill_tickets').column('order_id').execute();

  await db.schema.createTable('group_activities')
    .addColumn('groups_activity_id', 'serial', (c) => c.primaryKey())
    .addColumn('title', 'varchar(60)', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull().references('items.item_id'))
    .addColumn('act_price', 'integer', (c) => c.notNull().check(sql`act_price > 0`))
    .addColumn('person_num', 'integer', (c) => c.notNull().check(sql`person_num between 2 and 20`))
    // how long a team has to fill up
    .addColumn('limit_minutes', 'integer', (c) => c.notNull().check(sql`limit_minutes between 1 and 10080`))
    .addColumn('begin_time', 'timestamptz', (c) => c.notNull())
    .addColumn('end_time', 'timestamptz', (c) => c.notNull())
    .addColumn('disabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('group_time_order', sql`end_time > begin_time`)
    .execute();
  await db.schema.createIndex('group_item_idx').on('group_activities').column('item_id').execute();

  await sql`CREATE SEQUENCE group_team_seq`.execute(db);
  await db.schema.createTable('group_teams')
    .addColumn('team_id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('groups_activity_id', 'integer', (c) => c.notNull().references('group_activities.groups_activity_id'))
    .addColumn('chief_user_id', 'integer', (c) => c.notNull().references('members.user_id'))
    .addColumn('person_num', 'integer', (c) => c.notNull())
    // seats taken by orders (paid or not) and seats paid for
    .addColumn('joined_num', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('paid_num', 'integer', (c) => c.notNull().defaultTo(0))
    // WAITING → SUCCESS (full and paid) | FAIL (expired)
    .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('WAITING'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .addCheckConstraint('group_team_seats', sql`paid_num >= 0 AND paid_num <= joined_num AND joined_num <= person_num`)
    .execute();
  await sql`CREATE INDEX group_teams_waiting_idx ON group_teams (expires_at) WHERE status = 'WAITING'`.execute(db);

  await db.schema.createTable('group_team_members')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('team_id', 'varchar(32)', (c) => c.notNull().references('group_teams.team_id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('members.user_id'))
    .addColumn('order_id', 'varchar(32)', (c) => c.notNull().unique().references('orders.order_id'))
    .addColumn('is_chief', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('paid', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('joined_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('group_team_members_once', ['team_id', 'user_id'])
    .execute();

  // Whole-order refunds the shop starts itself (a group that failed): one per order.
  await db.schema.createTable('order_refunds')
    .addColumn('refund_bn', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('order_id', 'varchar(32)', (c) => c.notNull().unique().references('orders.order_id'))
    .addColumn('trade_id', 'varchar(32)')
    .addColumn('pay_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('refund_fee', 'integer', (c) => c.notNull().check(sql`refund_fee >= 0`))
    .addColumn('reason', 'varchar(60)', (c) => c.notNull())
    .addColumn('refund_status', 'varchar(12)', (c) => c.notNull().defaultTo('PROCESSING'))
    .addColumn('gateway_message', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('refunded_at', 'timestamptz')
    .execute();

  await db.schema.createTable('pickup_locations')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('distributor_id', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(60)', (c) => c.notNull())
    .addColumn('province', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('city', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('area', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'varchar(200)', (c) => c.notNull())
    .addColumn('contract_phone', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('hours_start', 'varchar(5)', (c) => c.notNull().defaultTo('09:00'))
    .addColumn('hours_end', 'varchar(5)', (c) => c.notNull().defaultTo('21:00'))
    .addColumn('days_ahead', 'integer', (c) => c.notNull().defaultTo(7).check(sql`days_ahead between 1 and 30`))
    .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  await db.schema.createIndex('pickup_locations_shop_idx').on('pickup_locations').column('distributor_id').execute();

  await sql`ALTER TABLE orders
    ADD COLUMN ziti_info jsonb, ADD COLUMN ziti_code varchar(12), ADD COLUMN ziti_status varchar(10) NOT NULL DEFAULT 'NOTZITI',
    ADD COLUMN team_id varchar(32), ADD COLUMN offline_pay_check_status smallint`.execute(db);

  await db.schema.createTable('offline_vouchers')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('order_id', 'varchar(32)', (c) => c.notNull().references('orders.order_id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('members.user_id'))
    .addColumn('bank_account_id', 'integer', (c) => c.notNull().references('offline_bank_accounts.id'))
    .addColumn('pay_fee', 'integer', (c) => c.notNull().check(sql`pay_fee > 0`))
    .addColumn('pay_sn', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('transfer_remark', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('voucher_pic', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    // 0 pending · 1 passed · 2 rejected
    .addColumn('check_status', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('reject_reason', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('checked_at', 'timestamptz')
    .execute();
  await sql`CREATE UNIQUE INDEX offline_vouchers_one_pending ON offline_vouchers (order_id) WHERE check_status = 0`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('offline_vouchers').ifExists().execute();
  await sql`ALTER TABLE orders DROP COLUMN IF EXISTS ziti_info, DROP COLUMN IF EXISTS ziti_code, DROP COLUMN IF EXISTS ziti_status,
    DROP COLUMN IF EXISTS team_id, DROP COLUMN IF EXISTS offline_pay_check_status`.execute(db);
  for (const t of ['pickup_locations', 'order_refunds', 'group_team_members', 'group_teams', 'group_activities', 'seckill_tickets', 'seckill_activities']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
  await sql`DROP SEQUENCE IF EXISTS group_team_seq`.execute(db);
}
