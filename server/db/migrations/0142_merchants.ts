/**
 * Merchant entry (商家入驻): merchants log in by SMS, fill the settlement application in three steps
 * and wait for the operator's audit; an approved application opens a shop.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('merchants')
    .addColumn('merchant_id', 'serial', (c) => c.primaryKey())
    .addColumn('mobile', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('disabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema.createTable('merchant_types')
    .addColumn('type_id', 'serial', (c) => c.primaryKey())
    .addColumn('parent_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('name', 'varchar(40)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema.createTable('merchant_applies')
    .addColumn('apply_id', 'serial', (c) => c.primaryKey())
    .addColumn('merchant_id', 'integer', (c) => c.notNull().unique().references('merchants.merchant_id'))
    // Last step saved (0 = none yet, 3 = submitted for audit).
    .addColumn('step', 'integer', (c) => c.notNull().defaultTo(0).check(sql`step between 0 and 3`))
    .addColumn('data', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('audit_status', 'varchar(10)', (c) => c.notNull().defaultTo('editing').check(sql`audit_status in ('editing','pending','approved','rejected')`))
    .addColumn('audit_memo', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('distributor_id', 'integer')
    .addColumn('submitted_at', 'timestamptz')
    .addColumn('audited_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['merchant_applies', 'merchant_types', 'merchants']) await db.schema.dropTable(t).ifExists().execute();
}
