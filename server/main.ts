/**
 * `npm start`: database (embedded unless DATABASE_URL), migrations, demo data on an empty
 * database, static builds if missing, a full page compile, then one port for everything.
 */
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from './config';
import { openDatabase } from './db/database.server';
import { buildApp } from './app';
import { jwtSecret } from './secrets.server';
import { DEMO_MEMBER, DEMO_OPERATOR, isEmpty, seed } from './seed/seed.server';
import { ensureBuilds } from '../compiler/static-builds.server';
import { compilerProcess } from '../compiler/process.server';
import { startBackgroundJobs } from './jobs.server';
import { announcingPublishes } from './modules/publish/webhook.server';
import { clusterRebuilds } from './modules/publish/cluster.server';
import { createNotifier } from './db/notify.server';
import { writeNginxSecurityFiles } from './http/security-headers';
import { createMetrics } from './http/metrics';
import { watchShopLoad } from './http/shop-load';
import { asyncStdout } from './http/log-destination';

async function main() {
  const config = loadConfig();
  const rebuildStatic = process.argv.includes('--rebuild');
  console.log(config.databaseUrl ? '连接外部 PostgreSQL…' : `启动内置 PostgreSQL（数据目录 ${config.dataDir}）…`);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, warm: true });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`\n收到 ${signal}，正在停止…`);
    try { await app?.close(); } catch { /* already closed */ }
    stopJobs?.();
    stopLoadWatch?.();
    await compiler?.close();
    await notifier?.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  if (await isEmpty(database.db)) {
    console.log('数据库为空，写入演示数据…');
    await seed(database.db, config.mediaDir);
  }
  await ensureBuilds(config, rebuildStatic);
  // Pages render in the compiler's own process: a header publish (every page) never stalls the API.
  // Item pages are made on their first request (compiler/README.md § Size). With a dist from an earlier run
  // (its manifest is there) the shop serves it at once and the build rewrites only what changed, behind it.
  compiler = compilerProcess({ databaseUrl: database.url, config: { ...config, lazyItems: true, warmItems: config.warmItemPages } });
  // Rebuild and publish durations for /metrics (every caller goes through these methods).
  const metrics = createMetrics({ processMetrics: true });
  compiler.runFull = metrics.timed('rebuild_full', compiler.runFull);
  compiler.rebuildSlots = metrics.timed('rebuild_slots', compiler.rebuildSlots);
  compiler.rebuildItems = metrics.timed('rebuild_items', compiler.rebuildItems);
  const build = () => compiler!.runFull().then((full) => console.log(`页面编译完成：检查 ${full.pages.length} 个页面，${full.skipped ?? 0} 个未变，用时 ${full.ms} ms`));
  const serveFirst = fs.existsSync(path.join(config.distDir, '.manifest.json'));
  if (!serveFirst) await build();
  // nginx in the production layout sends the same security headers from these (deploy/nginx.conf includes them).
  writeNginxSecurityFiles(config);

  // Other API processes on this database hear of publishes and price changes and rebuild too.
  notifier = createNotifier(database.url);
  const cluster = await clusterRebuilds(compiler, notifier);
  const webhook = config.publishWebhookUrl
    ? { url: config.publishWebhookUrl, secret: config.publishWebhookSecret ?? '', log: (m: string) => console.error(m) }
    : undefined;
  // An unsigned announcement would let anyone trigger deploys: refuse to start half-configured.
  if (webhook && !config.publishWebhookSecret) throw new Error('已设置 PUBLISH_WEBHOOK_URL，但缺少 PUBLISH_WEBHOOK_SECRET');
  const onPublish = metrics.timed('publish', announcingPublishes(cluster.onPublish, webhook));
  app = await buildApp({
    db: database.db, pool: database.pool, databaseUrl: database.url, config, jwtSecret: jwtSecret(config.dataDir, config.jwtSecret),
    onPublish, onCatalogChange: cluster.onCatalogChange, ensureItemPage: compiler.ensureItemPage, metrics, compiler,
  }, { logger: true, logStream: asyncStdout() });
  stopJobs = startBackgroundJobs({ db: database.db, config, rebuildItems: compiler.rebuildItems, onPublish });
  // Pages nobody asked for yet are made in the background only while the shop is not busy serving.
  stopLoadWatch = watchShopLoad(app.server, (ms) => compiler!.shopBusy(ms));
  await app.listen({ port: config.port, host: config.host });
  // Started once the shop listens: on a busy machine it would otherwise compete with the app's own start.
  if (serveFirst) build().catch((e) => console.error(`页面编译失败：${(e as Error).message}`));
  const base = `http://localhost:${config.port}`;
  console.log(`
川香源直销商城已启动
  商城首页      ${base}/
  健康检查      ${base}/healthz  ${base}/readyz  ${base}/metrics（仅本机${config.metricsToken ? '或 METRICS_TOKEN' : ''}）
  商品列表      ${base}/items
  装修设计器    ${base}/designer/
  店铺 API      ${base}/api/h5app/wxapp/
  管理 API      ${base}/api/admin/
演示会员：手机号 ${DEMO_MEMBER.mobile}  密码 ${DEMO_MEMBER.password}
演示运营：账号 ${DEMO_OPERATOR.username}  密码 ${DEMO_OPERATOR.password}${devHelperBanner(app.devHelpers, base)}
按 Ctrl-C 停止。`);
}

/** The development helpers are a takeover tool on a public host: the banner always says when they are on. */
function devHelperBanner(paths: string[], base: string): string {
  if (!paths.length) return '';
  return `\n开发辅助接口已开启（仅限本机访问；NODE_ENV=production 时关闭）：\n${paths.map((p) => `  ${base}${p}`).join('\n')}`;
}

let app: Awaited<ReturnType<typeof buildApp>> | undefined;
let stopJobs: (() => void) | undefined;
let stopLoadWatch: (() => void) | undefined;
let notifier: ReturnType<typeof createNotifier> | undefined;
let compiler: ReturnType<typeof compilerProcess> | undefined;
main().catch((err) => {
  console.error('启动失败：', err);
  process.exit(1);
});
