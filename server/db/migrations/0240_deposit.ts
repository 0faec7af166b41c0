/**
 * 预存款 (member deposit): a balance on the member that can never go below zero, and its ledger.
 * Every change is one ledger row written in the same transaction as the balance; `ref` (trade id,
 * refund number, order id) is unique per kind, so a replayed payment, refund or cancellation moves
 * money once.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('members').addColumn('deposit', 'integer', (c) => c.notNull().defaultTo(0).check(sql`deposit >= 0`)).execute();
  await db.schema.createTable('deposit_journal')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('members.user_id').onDelete('cascade'))
    // recharge 充值 · adjust 调整 · pay 消费 · refund 售后退款 · cancel 取消退回 · forfeit 注销清零
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount <> 0`))
    .addColumn('balance', 'integer', (c) => c.notNull().check(sql`balance >= 0`))
    .addColumn('ref', 'varchar(64)')
    .addColumn('remark', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('operator_id', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('deposit_journal_user').on('deposit_journal').columns(['user_id', 'id']).execute();
  await sql`CREATE UNIQUE INDEX deposit_journal_once ON deposit_journal (kind, ref) WHERE ref IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('deposit_journal').ifExists().execute();
  await db.schema.alterTable('members').dropColumn('deposit').execute();
}
