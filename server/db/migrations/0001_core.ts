/** Core tables: members, operators, catalogue, cart, page documents, media, shops. */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('members')
    .addColumn('user_id', 'serial', (c) => c.primaryKey())
    .addColumn('mobile', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('username', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('grade_id', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_staff', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('disabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('point', 'integer', (c) => c.notNull().defaultTo(0).check(sql`point >= 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema.createTable('operators')
    .addColumn('operator_id', 'serial', (c) => c.primaryKey())
    .addColumn('username', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema.createTable('shops')
    .addColumn('distributor_id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('logo', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('banner', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('province', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('city', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('area', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('mobile', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('hour', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('lat', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('lng', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('tags', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('is_ziti', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();

  await db.schema.createTable('categories')
    .addColumn('category_id', 'serial', (c) => c.primaryKey())
    .addColumn('parent_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('category_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('category_level', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('image_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema.createTable('specs')
    .addColumn('spec_id', 'serial', (c) => c.primaryKey())
    .addColumn('spec_name', 'varchar(32)', (c) => c.notNull().unique())
    .execute();
  await db.schema.createTable('spec_values')
    .addColumn('spec_value_id', 'serial', (c) => c.primaryKey())
    .addColumn('spec_id', 'integer', (c) => c.notNull().references('specs.spec_id'))
    .addColumn('spec_value_name', 'varchar(32)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('spec_values_name_uq', ['spec_id', 'spec_value_name'])
    .execute();

  // A goods is what a shopper sees as one product page; its SKUs are rows of `items`.
  await db.schema.createTable('goods')
    .addColumn('goods_id', 'serial', (c) => c.primaryKey())
    .addColumn('distributor_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('item_name', 'varchar(120)', (c) => c.notNull())
    .addColumn('brief', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.category_id'))
    .addColumn('brand', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('pics', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('intro', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('tags', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('approve_status', 'varchar(16)', (c) => c.notNull().defaultTo('onsale'))
    .addColumn('is_gift', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('nospec', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('sales', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('seo', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema.createTable('items')
    .addColumn('item_id', 'serial', (c) => c.primaryKey())
    .addColumn('goods_id', 'integer', (c) => c.notNull().references('goods.goods_id').onDelete('cascade'))
    .addColumn('item_bn', 'varchar(40)', (c) => c.notNull().unique())
    .addColumn('is_default', 'boolean', (c) => c.notNull().defaultTo(false))
    // [{spec_id, spec_value_id}] ordered by spec_id desc (api-contract §4.4)
    .addColumn('spec', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('price', 'integer', (c) => c.notNull().check(sql`price >= 0`))
    .addColumn('market_price', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cost_price', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('store', 'integer', (c) => c.notNull().defaultTo(0).check(sql`store >= 0`))
    .addColumn('approve_status', 'varchar(16)', (c) => c.notNull().defaultTo('onsale'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('items_goods_idx').on('items').column('goods_id').execute();

  await db.schema.createTable('carts')
    .addColumn('cart_id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('members.user_id'))
    .addColumn('item_id', 'integer', (c) => c.notNull().references('items.item_id'))
    .addColumn('shop_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cart_type', 'varchar(10)', (c) => c.notNull().defaultTo('cart'))
    .addColumn('num', 'integer', (c) => c.notNull().check(sql`num > 0`))
    .addColumn('is_checked', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('carts_line_uq', ['user_id', 'item_id', 'cart_type'])
    .execute();

  await db.schema.createTable('page_templates')
    .addColumn('theme_pc_template_id', 'serial', (c) => c.primaryKey())
    .addColumn('template_title', 'varchar(100)', (c) => c.notNull())
    .addColumn('template_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('page_type', 'varchar(16)', (c) => c.notNull().defaultTo('custom'))
    .addColumn('status', 'integer', (c) => c.notNull().defaultTo(2))
    .addColumn('seo', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // One row per (slot, state): slot is 'header', 'footer' or 'page:<template id>'.
  await db.schema.createTable('page_documents')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('slot', 'varchar(40)', (c) => c.notNull())
    .addColumn('state', 'varchar(10)', (c) => c.notNull().check(sql`state in ('draft','published')`))
    .addColumn('schema_version', 'integer', (c) => c.notNull())
    .addColumn('widgets', 'jsonb', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('page_documents_slot_state_uq', ['slot', 'state'])
    .execute();

  await db.schema.createTable('media')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('mime', 'varchar(40)', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['media', 'page_documents', 'page_templates', 'carts', 'items', 'goods', 'spec_values', 'specs', 'categories', 'shops', 'operators', 'members']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
