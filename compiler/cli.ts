/** `npm run build`: Astro build, designer build, then a full page compile against the database. */
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/database.server';
import { buildAstro, buildDesigner } from '../server/builds.server';
import { isEmpty, seed } from '../server/seed/seed.server';
import { createCompiler } from './index';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  if (await isEmpty(database.db)) await seed(database.db, config.mediaDir);
  if (!process.argv.includes('--pages-only')) {
    await buildAstro();
    await buildDesigner();
  }
  const result = await createCompiler({ db: database.db, config }).runFull();
  console.log(`编译完成：${result.pages.length} 个页面，${result.ms} ms → ${config.distDir}`);
} finally {
  await database.close();
}
