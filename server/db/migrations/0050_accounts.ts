/**
 * Accounts and member centre: image captchas and SMS codes (state here so every API process checks a
 * code another one issued), SMS send log for the daily caps, profile columns, the token version that
 * ends other sessions after a password change, favourites (items, shops) and footprints.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('members')
    .addColumn('nickname', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('avatar', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sex', 'smallint', (c) => c.notNull().defaultTo(0).check(sql`sex in (0,1,2)`))
    .addColumn('birthday', 'date')
    // Bumped when the password changes: tokens carrying an older `tv` claim stop working.
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema.createTable('captcha_codes')
    .addColumn('token', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('type', 'varchar(20)', (c) => c.notNull())
    .addColumn('answer', 'varchar(8)', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('captcha_codes_expires_idx').on('captcha_codes').column('expires_at').execute();

  // The live code per (mobile, type); a new send replaces it.
  await db.schema.createTable('sms_codes')
    .addColumn('mobile', 'varchar(20)', (c) => c.notNull())
    .addColumn('type', 'varchar(20)', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('wrong_tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('sms_codes_pk', ['mobile', 'type'])
    .execute();

  // One row per SMS sent: the 60-second gap and the daily caps per mobile and per client address.
  await db.schema.createTable('sms_sends')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('mobile', 'varchar(20)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('type', 'varchar(20)', (c) => c.notNull())
    .addColumn('provider', 'varchar(20)', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sms_sends_mobile_idx').on('sms_sends').columns(['mobile', 'sent_at']).execute();
  await db.schema.createIndex('sms_sends_ip_idx').on('sms_sends').columns(['ip', 'sent_at']).execute();

  await db.schema.createTable('member_fav_items')
    .addColumn('fav_id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('members.user_id'))
    .addColumn('item_id', 'integer', (c) => c.notNull().references('items.item_id').onDelete('cascade'))
    .addColumn('distributor_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('member_fav_items_uq', ['user_id', 'item_id'])
    .execute();

  await db.schema.createTable('member_fav_shops')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('members.user_id'))
    .addColumn('distributor_id', 'integer', (c) => c.notNull().references('shops.distributor_id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('member_fav_shops_uq', ['user_id', 'distributor_id'])
    .execute();

  await db.schema.createTable('member_browse_history')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('members.user_id'))
    .addColumn('item_id', 'integer', (c) => c.notNull().references('items.item_id').onDelete('cascade'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('member_browse_history_uq', ['user_id', 'item_id'])
    .execute();
  await db.schema.createIndex('member_browse_history_user_idx').on('member_browse_history').columns(['user_id', 'updated_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['member_browse_history', 'member_fav_shops', 'member_fav_items', 'sms_sends', 'sms_codes', 'captcha_codes']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
  await db.schema.alterTable('members').dropColumn('nickname').dropColumn('avatar').dropColumn('sex').dropColumn('birthday').dropColumn('token_version').execute();
}
