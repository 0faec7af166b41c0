/**
 * The operator console: operator roles (管理员 manages operators and payment keys, 运营 runs the shop),
 * the operation log (who changed what, before → after), shop settings (site name, hot words, point rule,
 * payment switches; payment keys live in their own row that no route returns), an operator's remark on
 * an order, and a goods code (goods_bn) that makes bulk imports idempotent.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('operators').addColumn('role', 'varchar(16)', (c) => c.notNull().defaultTo('operator').check(sql`role IN ('admin', 'operator')`)).execute();
  // Whoever ran the shop before roles existed keeps full rights.
  await sql`UPDATE operators SET role = 'admin'`.execute(db);

  await db.schema.createTable('operation_logs')
    .addColumn('log_id', 'bigserial', (c) => c.primaryKey())
    .addColumn('operator_id', 'integer', (c) => c.notNull())
    .addColumn('operator_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('method', 'varchar(8)', (c) => c.notNull())
    .addColumn('path', 'varchar(255)', (c) => c.notNull())
    .addColumn('action', 'varchar(64)', (c) => c.notNull())
    .addColumn('entity', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('entity_id', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('before', 'jsonb')
    .addColumn('after', 'jsonb')
    .addColumn('ip', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('operation_logs_created_idx').on('operation_logs').column('created_at').execute();
  await db.schema.createIndex('operation_logs_entity_idx').on('operation_logs').columns(['entity', 'entity_id']).execute();

  await db.schema.createTable('shop_settings')
    .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('value', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema.alterTable('orders').addColumn('operator_remark', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('goods').addColumn('goods_bn', 'varchar(40)', (c) => c.unique()).execute();
  await sql`UPDATE goods SET goods_bn = 'G' || lpad(goods_id::text, 6, '0') WHERE goods_bn IS NULL`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('goods').dropColumn('goods_bn').execute();
  await db.schema.alterTable('orders').dropColumn('operator_remark').execute();
  await db.schema.dropTable('shop_settings').ifExists().execute();
  await db.schema.dropTable('operation_logs').ifExists().execute();
  await db.schema.alterTable('operators').dropColumn('role').execute();
}
