/**
 * Sessions that can be ended and login throttles shared by every API process:
 * - `sessions_revoked_at` on members and operators: a token signed before it is dead (logout,
 *   password change, disable); operators can also be disabled.
 * - `throttle_counters`: one row per throttle key (an account or a client address).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('members').addColumn('sessions_revoked_at', 'timestamptz').execute();
  await db.schema.alterTable('operators').addColumn('sessions_revoked_at', 'timestamptz').execute();
  await db.schema.alterTable('operators').addColumn('disabled', 'boolean', (c) => c.notNull().defaultTo(false)).execute();

  await db.schema.createTable('throttle_counters')
    .addColumn('key', 'varchar(160)', (c) => c.primaryKey())
    // attempts in the current fixed window
    .addColumn('hits', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('window_start', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // lockouts so far (each one longer than the last) and the current one's end
    .addColumn('strikes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('throttle_counters_updated_idx').on('throttle_counters').column('updated_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('throttle_counters').ifExists().execute();
  await db.schema.alterTable('operators').dropColumn('disabled').execute();
  await db.schema.alterTable('operators').dropColumn('sessions_revoked_at').execute();
  await db.schema.alterTable('members').dropColumn('sessions_revoked_at').execute();
}
