/**
 * WeChat Open Platform website login (snsapi_login): which member an openid belongs to, and the short-lived
 * login sessions between WeChat's redirect and the shopper's choice (log in, or bind to a member).
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('member_wechat')
    .addColumn('openid', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().unique().references('members.user_id').onDelete('cascade'))
    .addColumn('unionid', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('nickname', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('avatar', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('bound_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createTable('wechat_login_sessions')
    .addColumn('sess_id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('openid', 'varchar(64)', (c) => c.notNull())
    .addColumn('unionid', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('nickname', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('avatar', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('wechat_login_sessions').ifExists().execute();
  await db.schema.dropTable('member_wechat').ifExists().execute();
}
