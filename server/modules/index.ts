/**
 * Table of contents of the domain modules beyond the skeleton's core (member, catalog, cart,
 * template, media). Each entry is a Fastify plugin receiving the AppDeps.
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
import paymentRoutes from './payment/routes';
import shopRoutes from './shop/routes';
import combinationRoutes from './combination/routes';
import aftersalesRoutes from './aftersales/routes';
import aftersalesAdminRoutes from './aftersales/admin.routes';
import vipRoutes from './vip/routes';
import templateAdminRoutes from './template/admin.routes';
import pickerRoutes from './picker/admin.routes';
import { closeUnpaidOrdersJob } from './order/jobs.server';
import { consoleModules } from './console/index';

export const shopperModules: FastifyPluginAsync<AppDeps>[] = [addressRoutes, invoiceRoutes, couponRoutes, pointsRoutes, checkoutRoutes, orderRoutes, paymentRoutes, shopRoutes, aftersalesRoutes, vipRoutes];
export const adminModules: FastifyPluginAsync<AppDeps>[] = [orderAdminRoutes, combinationRoutes, aftersalesAdminRoutes, templateAdminRoutes, pickerRoutes, ...consoleModules];

if (!jobs.includes(closeUnpaidOrdersJob)) jobs.push(closeUnpaidOrdersJob);
