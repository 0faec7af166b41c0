/**
 * Articles and their categories (content pages: /article*, /news, /story, /technology, /license …).
 * A category may own one storefront section route (`section`, unique) and picks how its page lays out
 * its articles: a paged list, the single (first) article in full, or questions and answers.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('article_categories')
    .addColumn('category_id', 'serial', (c) => c.primaryKey())
    .addColumn('category_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('description', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('section', 'varchar(20)', (c) => c.unique())
    .addColumn('layout', 'varchar(10)', (c) => c.notNull().defaultTo('list').check(sql`layout in ('list', 'single', 'faq')`))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createTable('articles')
    .addColumn('article_id', 'serial', (c) => c.primaryKey())
    .addColumn('category_id', 'integer', (c) => c.notNull().references('article_categories.category_id'))
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('summary', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('content', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image_url', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('author', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('release_status', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('release_time', 'timestamptz')
    .addColumn('seo', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('articles_category_published').on('articles').columns(['category_id', 'release_status', 'sort', 'release_time']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('articles').ifExists().execute();
  await db.schema.dropTable('article_categories').ifExists().execute();
}
