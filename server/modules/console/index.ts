/** The console's admin route plugins (goods/categories/brands/tags, members, coupons, settings + operation log, import/export, API docs). */
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../deps';
import consoleCatalogRoutes from './catalog.routes';
import memberAdminRoutes from './members.routes';
import settingsRoutes from './settings.routes';
import couponAdminRoutes from '../coupon/admin.routes';
import importRoutes from './import.routes';

export const consoleModules: FastifyPluginAsync<AppDeps>[] = [consoleCatalogRoutes, memberAdminRoutes, settingsRoutes, couponAdminRoutes, importRoutes];
