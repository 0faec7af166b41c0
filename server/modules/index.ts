/**
 * Table of contents of the domain modules beyond the skeleton's core (member, catalog, cart,
 * template, media). Each entry is a Fastify plugin receiving the AppDeps; adding a module is an
 * import and an entry in one of the two lists (and its jobs in the third).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../app';
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

export const shopperModules: FastifyPluginAsync<AppDeps>[] = [
  addressRoutes, invoiceRoutes, couponRoutes, pointsRoutes, checkoutRoutes, orderRoutes, paymentRoutes, shopRoutes, aftersalesRoutes, vipRoutes,
  promotionRoutes, pointsmallRoutes, seckillRoutes, groupbuyRoutes, zitiRoutes, offlineRoutes, staffRoutes, merchantRoutes, chiefRoutes, contentRoutes, depositRoutes, orderInvoiceRoutes, memberExtraRoutes, itemExtraRoutes, replyRoutes, pageParamsRoutes, wechatLoginRoutes(),
];
export const adminModules: FastifyPluginAsync<AppDeps>[] = [
  orderAdminRoutes, combinationRoutes, aftersalesAdminRoutes, templateAdminRoutes, pickerRoutes,
  promotionAdminRoutes, pointsmallAdminRoutes, seckillAdminRoutes, groupbuyAdminRoutes, zitiAdminRoutes, offlineAdminRoutes,
  staffAdminRoutes, merchantAdminRoutes, chiefAdminRoutes, contentAdminRoutes, shopAdminRoutes, depositAdminRoutes, orderInvoiceAdminRoutes, ...consoleModules,
];

for (const job of [closeUnpaidOrdersJob, expireSeckillTicketsJob, expireGroupTeamsJob, activityClockJob]) if (!jobs.includes(job)) jobs.push(job);
