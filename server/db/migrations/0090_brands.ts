/**
 * Brands (api-contract §4.4 `brand_id` filter and `brand_list`). Goods keep their brand name; a trigger
 * files every name it sees as a brand and sets `goods.brand_id`, so seed, admin edits and imports
 * all stay consistent without each remembering to.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createTable('brands')
    .addColumn('brand_id', 'serial', (c) => c.primaryKey())
    .addColumn('brand_name', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('logo', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.alterTable('goods').addColumn('brand_id', 'integer', (c) => c.references('brands.brand_id')).execute();
  await db.schema.createIndex('goods_brand_id_idx').on('goods').column('brand_id').execute();
  await sql`
    CREATE FUNCTION goods_file_brand() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.brand IS NULL OR NEW.brand = '' THEN
        NEW.brand_id := NULL;
      ELSE
        INSERT INTO brands (brand_name) VALUES (NEW.brand) ON CONFLICT (brand_name) DO NOTHING;
        SELECT brand_id INTO NEW.brand_id FROM brands WHERE brand_name = NEW.brand;
      END IF;
      RETURN NEW;
    END $$`.execute(db);
  await sql`CREATE TRIGGER goods_file_brand BEFORE INSERT OR UPDATE OF brand ON goods FOR EACH ROW EXECUTE FUNCTION goods_file_brand()`.execute(db);
  await sql`UPDATE goods SET brand = brand`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS goods_file_brand ON goods`.execute(db);
  await sql`DROP FUNCTION IF EXISTS goods_file_brand()`.execute(db);
  await db.schema.alterTable('goods').dropColumn('brand_id').execute();
  await db.schema.dropTable('brands').ifExists().execute();
}
