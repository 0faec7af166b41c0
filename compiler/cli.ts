/**
 * `npm run build`: Astro build, designer build, then a full page compile.
 *
 *   npm run build                              from this shop's database (embedded or DATABASE_URL)
 *   npm run build -- --from <API base> --out <dir> [--pages 3,7]
 *                                              from any ECShopX-compatible API (what CI runs on publish)
 *   --pages-only                               skip the Astro and designer builds (their output exists)
 *
 * This file is a composition root like server/main.ts: only the database mode reaches into the
 * server, and only through a dynamic import; the compiler itself reads through its source.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createCompiler, type CompilerConfig } from './index';
import { httpSource } from './source-http';
import { buildAstro, buildDesigner } from './static-builds.server';
import { siteScriptsFromEnv } from './site-scripts';

const { values } = parseArgs({
  options: {
    from: { type: 'string' },
    out: { type: 'string' },
    pages: { type: 'string' },
    'pages-only': { type: 'boolean', default: false },
    full: { type: 'boolean', default: false },
  },
  strict: false,
});

async function fromApi(base: string): Promise<void> {
  let origin: string;
  try { origin = new URL(base).origin; } catch { throw new Error(`--from 需要后端 API 地址，例如 http://host:8080/api/h5app/wxapp（收到 ${base}）`); }
  const config: CompilerConfig = {
    distDir: path.resolve(String(values.out ?? 'dist')),
    astroOutDir: path.resolve(process.env.ASTRO_OUT_DIR ?? '.build/astro'),
    publicUrl: (process.env.PUBLIC_URL ?? origin).replace(/\/$/, ''),
    siteScripts: siteScriptsFromEnv(process.env),
  };
  if (!values['pages-only']) await buildAstro();
  const extraPageIds = String(values.pages ?? '').split(',').map(Number).filter((n) => Number.isInteger(n) && n > 0);
  const result = await createCompiler({ source: httpSource({ base, extraPageIds }), config }).runFull();
  console.log(`编译完成（来源 ${base}）：${result.pages.length} 个页面，${result.ms} ms → ${config.distDir}`);
}

async function fromDatabase(): Promise<void> {
  const { buildFromDatabase } = await import('../server/build.server');
  await buildFromDatabase({
    beforeCompile: values['pages-only'] ? undefined : async () => { await buildAstro(); await buildDesigner(); },
    distDir: values.out ? path.resolve(String(values.out)) : undefined,
  });
}

try {
  if (typeof values.from === 'string') await fromApi(values.from);
  else await fromDatabase();
} catch (e) {
  console.error(`编译失败：${(e as Error).message}`);
  process.exit(1);
}
