/** address module: the member's saved delivery addresses (api-contract §4.3). */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('member_addresses')
    .addColumn('address_id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('members.user_id'))
    .addColumn('username', 'varchar(40)', (c) => c.notNull())
    .addColumn('telephone', 'varchar(20)', (c) => c.notNull())
    .addColumn('province', 'varchar(32)', (c) => c.notNull())
    .addColumn('city', 'varchar(32)', (c) => c.notNull())
    .addColumn('county', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('adrdetail', 'varchar(200)', (c) => c.notNull())
    .addColumn('postal_code', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .addColumn('is_def', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('member_addresses_user_idx').on('member_addresses').column('user_id').execute();
  // At most one default address per member, enforced by the database.
  await sql`CREATE UNIQUE INDEX member_addresses_one_default ON member_addresses (user_id) WHERE is_def`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('member_addresses').ifExists().execute();
}
