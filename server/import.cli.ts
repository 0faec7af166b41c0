/**
 * `npm run import -- goods.xlsx|goods.csv|goods.json`: the console's goods import from the command line
 * against the configured database (DATABASE_URL or the embedded one under DATA_DIR). Prints the report
 * and the time taken; running API processes rebuild the affected pages when told over NOTIFY.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from './config';
import { openDatabase } from './db/database.server';
import { createNotifier } from './db/notify.server';
import { allowedImageHosts, importGoods } from './modules/console/import.service';
import { formatOf, readSheet } from './modules/console/sheet';

async function main() {
  const file = process.argv[2];
  if (!file) { console.error('用法：npm run import -- <goods.xlsx|goods.csv|goods.json>'); process.exit(2); }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const rows = await readSheet(fs.readFileSync(file), formatOf(file));
    const report = await importGoods(database.db, rows, { mediaDir: config.mediaDir, allowedHosts: allowedImageHosts() });
    for (const r of report.rejected) console.log(`第${r.line}行  ${r.field || '-'}  ${r.reason}`);
    console.log(`${path.basename(file)}：共 ${report.total} 行，导入 ${report.imported} 行（新增商品 ${report.created}，更新 ${report.updated}），拒绝 ${report.rejected.length} 行，用时 ${(report.ms / 1000).toFixed(2)} 秒`);
    if (report.item_ids.length) {
      // Same message a price change sends (publish/cluster.server.ts): every API process rebuilds these items' pages.
      const notifier = createNotifier(database.url);
      await notifier.publish('shop_pages', { kind: 'items', ids: report.item_ids });
      await notifier.close();
    }
    process.exitCode = report.rejected.length ? 1 : 0;
  } finally {
    await database.close();
  }
}

main().catch((e) => { console.error('导入失败：', (e as Error).message); process.exit(1); });
