/** A full page compile from this shop's database (the database side of `npm run build`). */
import { loadConfig } from './config';
import { openDatabase } from './db/database.server';
import { isEmpty, seed } from './seed/seed.server';
import { createCompiler } from '../compiler/index';
import { databaseSource } from './modules/template/compiler-source.server';

export async function buildFromDatabase(opts: { beforeCompile?: () => Promise<void>; distDir?: string } = {}): Promise<void> {
  const config = { ...loadConfig(), ...(opts.distDir ? { distDir: opts.distDir } : {}) };
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    if (await isEmpty(database.db)) await seed(database.db, config.mediaDir);
    await opts.beforeCompile?.();
    const result = await createCompiler({ source: databaseSource(database.db), config }).runFull();
    console.log(`编译完成：${result.pages.length} 个页面，${result.ms} ms → ${config.distDir}`);
  } finally {
    await database.close();
  }
}
