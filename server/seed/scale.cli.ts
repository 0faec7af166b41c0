/**
 * `npm run seed -- --goods N` (or `SEED_GOODS=N npm run seed`): a generated catalogue of N goods into the
 * configured, empty database (DATA_DIR's embedded PostgreSQL, or DATABASE_URL). See scale.server.ts.
 */
import { loadConfig } from '../config';
import { openDatabase } from '../db/database.server';
import { seedScale } from './scale.server';

const flag = process.argv.indexOf('--goods');
const raw = flag >= 0 ? process.argv[flag + 1] : process.env.SEED_GOODS;
const goods = Number(raw ?? 100_000);
if (!Number.isInteger(goods) || goods < 1) {
  console.error(`商品数量无效：${raw}（用法：npm run seed -- --goods 100000）`);
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  console.log(`生成 ${goods} 个商品的目录…`);
  const r = await seedScale(database.db, config.mediaDir, goods, (m) => console.log(m));
  console.log(`完成：${r.goods} 个商品，${r.items} 个 SKU，${r.categories} 个分类，用时 ${(r.ms / 1000).toFixed(1)} s`);
} catch (e) {
  console.error(`生成失败：${(e as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
