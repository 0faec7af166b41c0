/**
 * The table of contents of every domain module: where each is mounted and with what. app.ts walks this
 * table and registers nothing by name; adding a module is an import and one line here (and its jobs below).
 *
 * Scopes: `first` at the root before the APIs (decorators the APIs use), `shopper` under /api/h5app/wxapp
 * (ECShopX wire contract), `wxa` under /api/h5app/wxa, `admin` under /api/admin (operators), `root` at the
 * root after the APIs (site, uploads, notifications, development helpers).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../deps';
import { pagePolicyOf } from '../http/security-headers';
import memberRoutes from './member/routes';
import accountRoutes from './account/routes';
import favouriteRoutes from './account/favourites.routes';
import uploadRoutes from './account/upload.routes';
import { formUploadRoutes } from './account/form-upload.routes';
import smsInboxRoutes from './account/sms/inbox.routes';
import catalogRoutes from './catalog/routes';
import catalogAdminRoutes from './catalog/admin.routes';
import cartRoutes from './cart/routes';
import templateRoutes from './template/routes';
import adminRoutes from './admin/routes';
import mediaRoutes from './media/routes';
import siteRoutes from './site/routes';
import paymentNotifyRoutes from './payment/notify.routes';
import { wxaArticleRoutes } from './content/wxa.routes';
import { throttlePlugin } from './throttle/login';
import { jobs } from '../jobs.server';
import addressRoutes from './address/routes';
import invoiceRoutes from './invoice/routes';
import couponRoutes from './coupon/routes';
import pointsRoutes from './points/routes';
import checkoutRoutes from './checkout/routes';
import orderRoutes from './order/routes';
import orderAdminRoutes from './order/admin.routes';
import { closeUnpaidOrdersJob } from './order/jobs.server';
import paymentRoutes from './payment/routes';
import shopRoutes from './shop/routes';
import shopAdminRoutes from './shop/admin.routes';
import combinationRoutes from './combination/routes';
import aftersalesRoutes from './aftersales/routes';
import aftersalesAdminRoutes from './aftersales/admin.routes';
import vipRoutes from './vip/routes';
import templateAdminRoutes from './template/admin.routes';
import pickerRoutes from './picker/admin.routes';
import promotionRoutes from './promotion/routes';
import promotionAdminRoutes from './promotion/admin.routes';
import pointsmallRoutes from './pointsmall/routes';
import pointsmallAdminRoutes from './pointsmall/admin.routes';
import seckillRoutes from './seckill/routes';
import seckillAdminRoutes from './seckill/admin.routes';
import { expireSeckillTicketsJob } from './seckill/jobs.server';
import groupbuyRoutes from './groupbuy/routes';
import groupbuyAdminRoutes from './groupbuy/admin.routes';
import { expireGroupTeamsJob } from './groupbuy/jobs.server';
import { activityClockJob } from './activity/clock-rebuild.server';
import zitiRoutes from './ziti/routes';
import zitiAdminRoutes from './ziti/admin.routes';
import offlineRoutes from './offline/routes';
import offlineAdminRoutes from './offline/admin.routes';
import staffRoutes from './staff/routes';
import staffAdminRoutes from './staff/admin.routes';
import merchantRoutes from './merchant/routes';
import merchantAdminRoutes from './merchant/admin.routes';
import chiefRoutes from './chief/routes';
import chiefAdminRoutes from './chief/admin.routes';
import contentRoutes from './content/routes';
import contentAdminRoutes from './content/admin.routes';
import { consoleModules } from './console/index';
import { depositAdminRoutes, depositRoutes } from './deposit/routes';
import { orderInvoiceAdminRoutes, orderInvoiceRoutes } from './invoice/order-invoice.routes';
import { memberExtraRoutes } from './member/extra.routes';
import { itemExtraRoutes } from './catalog/extras.routes';
import { replyRoutes } from './order/replies.routes';
import { pageParamsRoutes } from './template/pageparams.routes';
import { wechatLoginRoutes } from './wechat-login/routes';

export type ModuleScope = 'first' | 'shopper' | 'wxa' | 'admin' | 'root';

export interface ModuleEntry {
  scope: ModuleScope;
  // Each plugin declares its own options; the entry's `options` (or the whole ModuleDeps) supplies them.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  plugin: FastifyPluginAsync<any>;
  /** What the plugin receives; by default every ModuleDeps field. */
  options?: (deps: ModuleDeps) => object;
}

const each = (scope: ModuleScope, plugins: FastifyPluginAsync<any>[]): ModuleEntry[] => plugins.map((plugin) => ({ scope, plugin })); // eslint-disable-line @typescript-eslint/no-explicit-any

export const modules: ModuleEntry[] = [
  { scope: 'first', plugin: throttlePlugin },

  ...each('shopper', [memberRoutes, accountRoutes, favouriteRoutes, uploadRoutes, catalogRoutes, cartRoutes, templateRoutes]),
  ...each('shopper', [
    addressRoutes, invoiceRoutes, couponRoutes, pointsRoutes, checkoutRoutes, orderRoutes, paymentRoutes, shopRoutes, aftersalesRoutes, vipRoutes, promotionRoutes, pointsmallRoutes, seckillRoutes, groupbuyRoutes, zitiRoutes, offlineRoutes, staffRoutes, merchantRoutes, chiefRoutes, contentRoutes, depositRoutes, orderInvoiceRoutes, memberExtraRoutes, itemExtraRoutes, replyRoutes, pageParamsRoutes, wechatLoginRoutes(),
  ]),
  ...each('wxa', [wxaArticleRoutes]),

  { scope: 'admin', plugin: adminRoutes },
  { scope: 'admin', plugin: mediaRoutes, options: (d) => ({ db: d.db, mediaDir: d.config.mediaDir }) },
  { scope: 'admin', plugin: catalogAdminRoutes },
  ...each('admin', [
    orderAdminRoutes, combinationRoutes, aftersalesAdminRoutes, templateAdminRoutes, pickerRoutes, promotionAdminRoutes, pointsmallAdminRoutes, seckillAdminRoutes, groupbuyAdminRoutes, zitiAdminRoutes, offlineAdminRoutes, staffAdminRoutes, merchantAdminRoutes, chiefAdminRoutes, contentAdminRoutes, shopAdminRoutes, depositAdminRoutes, orderInvoiceAdminRoutes, ...consoleModules,
  ]),

  // The original client's picture upload (七牛 form protocol; bare answer, outside the envelope).
  { scope: 'root', plugin: (app, d: ModuleDeps) => formUploadRoutes(d)(app) },
  // Development inbox of the `log` SMS provider, for this machine only; production never registers it.
  { scope: 'root', plugin: smsInboxRoutes, options: (d) => ({ ...d, production: d.config.production }) },
  {
    scope: 'root', plugin: siteRoutes,
    options: (d) => ({ distDir: d.config.distDir, designerDir: d.config.designerDir, mediaDir: d.config.mediaDir, pagePolicy: pagePolicyOf(d.config), mobileUrl: d.config.mobileUrl, ensureItemPage: d.ensureItemPage, metrics: d.metrics, pageRecheckMs: d.config.pageRecheckMs }),
  },
  { scope: 'root', plugin: paymentNotifyRoutes },
];

for (const job of [closeUnpaidOrdersJob, expireSeckillTicketsJob, expireGroupTeamsJob, activityClockJob]) if (!jobs.includes(job)) jobs.push(job);
