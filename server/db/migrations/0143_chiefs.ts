/**
 * Community group-buy chiefs (社区团长): applications the operator audits, the chief's activities
 * (goods sold to the chief's members for a period, audited too), the members bound to a chief and
 * the commission ledger (one earning per finished order, booked once).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('chiefs')
    .addColumn('chief_id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('members.user_id'))
    .addColumn('name', 'varchar(20)', (c) => c.notNull())
    .addColumn('mobile', 'varchar(20)', (c) => c.notNull())
    .addColumn('community', 'varchar(60)', (c) => c.notNull())
    .addColumn('address', 'varchar(200)', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('pending').check(sql`status in ('pending','approved','rejected')`))
    .addColumn('audit_memo', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    // Percent of the goods amount of a finished order the chief earns.
    .addColumn('commission_rate', 'integer', (c) => c.notNull().defaultTo(5).check(sql`commission_rate between 0 and 50`))
    .addColumn('applied_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('audited_at', 'timestamptz')
    .execute();

  await db.schema.createTable('chief_activities')
    .addColumn('activity_id', 'serial', (c) => c.primaryKey())
    .addColumn('chief_id', 'integer', (c) => c.notNull().references('chiefs.chief_id'))
    .addColumn('title', 'varchar(60)', (c) => c.notNull())
    .addColumn('goods_ids', 'jsonb', (c) => c.notNull())
    .addColumn('begin_at', 'timestamptz', (c) => c.notNull())
    .addColumn('end_at', 'timestamptz', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('pending').check(sql`status in ('pending','approved','rejected')`))
    .addColumn('audit_memo', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('chief_activities_period', sql`end_at > begin_at`)
    .execute();

  await db.schema.createTable('chief_members')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('members.user_id'))
    .addColumn('chief_id', 'integer', (c) => c.notNull().references('chiefs.chief_id'))
    .addColumn('bound_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema.createTable('chief_commissions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('chief_id', 'integer', (c) => c.notNull().references('chiefs.chief_id'))
    .addColumn('order_id', 'varchar(32)', (c) => c.notNull().unique().references('orders.order_id'))
    .addColumn('activity_id', 'integer', (c) => c.notNull().references('chief_activities.activity_id'))
    .addColumn('goods_fee', 'integer', (c) => c.notNull().check(sql`goods_fee >= 0`))
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount >= 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('chief_commissions_chief_idx').on('chief_commissions').columns(['chief_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['chief_commissions', 'chief_members', 'chief_activities', 'chiefs']) await db.schema.dropTable(t).ifExists().execute();
}
