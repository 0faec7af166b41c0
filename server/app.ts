/**
 * The application as a Fastify plugin: the ECShopX-compatible shopper API, the admin API and the
 * static site. `main.ts` listens; tests register it and call `inject` without a port.
 */
import zlib from 'node:zlib';
import compress, { type FastifyCompressOptions } from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Database } from './db/database.server';
import type { Config } from './config';
import authPlugin from './http/auth';
import { installEnvelope, parseQuery, registerFormParser } from './http/wire';
import memberRoutes from './modules/member/routes';
import catalogRoutes from './modules/catalog/routes';
import cartRoutes from './modules/cart/routes';
import templateRoutes from './modules/template/routes';
import adminRoutes, { type OnPublish } from './modules/admin/routes';
import mediaRoutes from './modules/media/routes';
import catalogAdminRoutes from './modules/catalog/admin.routes';
import siteRoutes from './modules/site/routes';
import { shopperModules, adminModules } from './modules/index';

export interface AppDeps {
  db: Database;
  /** The database's URL, for the catalogue cache's LISTEN connection (no cache without it). */
  databaseUrl?: string;
  config: Config;
  jwtSecret: string;
  onPublish?: OnPublish;
  /** Called after item prices or stock change, so pre-rendered pages showing them are refreshed. */
  onCatalogChange?: (itemIds: number[]) => Promise<unknown>;
}

/** API answers over 1 KB go out compressed (brotli or gzip, as the client accepts). */
const API_COMPRESSION: FastifyCompressOptions = { threshold: 1024, encodings: ['br', 'gzip'], brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } } };

export async function appPlugin(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { db, config } = deps;
  registerFormParser(app);
  await app.register(authPlugin, { db, secret: deps.jwtSecret });

  // Shopper API (ECShopX wire contract).
  await app.register(async (api) => {
    installEnvelope(api);
    await api.register(compress, API_COMPRESSION);
    await api.register(memberRoutes, { db });
    await api.register(catalogRoutes, { db, databaseUrl: deps.databaseUrl });
    await api.register(cartRoutes, { db });
    await api.register(templateRoutes, { db });
    for (const mod of shopperModules) await api.register(mod, deps);
  }, { prefix: '/api/h5app/wxapp' });

  // Operator API (designer).
  await app.register(async (admin) => {
    installEnvelope(admin);
    await admin.register(compress, API_COMPRESSION);
    await admin.register(adminRoutes, { db, onPublish: deps.onPublish });
    await admin.register(mediaRoutes, { db, mediaDir: config.mediaDir });
    await admin.register(catalogAdminRoutes, deps);
    for (const mod of adminModules) await admin.register(mod, deps);
  }, { prefix: '/api/admin' });

  await app.register(siteRoutes, { distDir: config.distDir, designerDir: config.designerDir, mediaDir: config.mediaDir });
  await app.register((await import('./modules/payment/notify.routes')).default, deps);
}

/** A ready Fastify instance with the app registered (used by main.ts and tests). */
export async function buildApp(deps: AppDeps, opts: { logger?: boolean } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ? { level: 'info' } : false,
    routerOptions: { querystringParser: (str: string) => parseQuery(str) },
    bodyLimit: 2 * 1024 * 1024,
    trustProxy: true,
  });
  await app.register(async (root) => appPlugin(root, deps));
  await app.ready();
  return app;
}
