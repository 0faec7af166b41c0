/** Bulk import figure: 1,000 single-SKU goods from a CSV through the console's import (parse + checks + writes). */
import os from 'node:os';
import { benchEnv } from './env';
import { importGoods } from '../../server/modules/console/import.service';
import { readSheet } from '../../server/modules/console/sheet';

export async function run(): Promise<void> {
  const env = await benchEnv('import');
  try {
    const category = (await env.db.selectFrom('categories').select('category_name').where('parent_id', '=', 0).orderBy('category_id').executeTakeFirstOrThrow()).category_name;
    const lines = ['goods_bn,item_name,category,pics,approve_status,spec,item_bn,price,store'];
    for (let i = 0; i < 1000; i++) lines.push(`B${i},压测商品${i},${category},/media/seed/goods-1.png,上架,规格:标准,B${i}-1,9.90,10`);
    const cpuMs = (since: NodeJS.CpuUsage) => { const c = process.cpuUsage(since); return (c.user + c.system) / 1000; };
    const load = () => `load ${os.loadavg()[0].toFixed(1)}`;
    let cpu = process.cpuUsage();
    const rows = await readSheet(Buffer.from(lines.join('\n')), 'csv');
    console.log(`read 1,000 CSV rows: ${cpuMs(cpu).toFixed(0)} ms of CPU (${load()})`);
    for (const pass of ['first (creates)', 'second (idempotent update)']) {
      cpu = process.cpuUsage();
      const r = await importGoods(env.db, rows, { mediaDir: env.mediaDir, allowedHosts: [] });
      // This process's CPU only (PostgreSQL's is apart): checks, statements built and sent, answers read.
      console.log(`import 1,000 goods, ${pass}: ${(r.ms / 1000).toFixed(2)} s, ${(1000 / (r.ms / 1000)).toFixed(0)} rows/s, ${(cpuMs(cpu) / 1000).toFixed(2)} ms of CPU per row (${r.created} created, ${r.updated} updated, ${r.rejected.length} rejected; ${load()})`);
    }
  } finally { await env.close(); }
}
