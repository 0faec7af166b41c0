/** /api/h5app/wxapp self-pickup: a shop's pickup locations (api-contract §4.6, §4.17) and an order's pickup code (§4.8). */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { input, param } from '../../http/wire';
import { declare, fields, idOrZero, opt, text } from '../../http/schema';
import { orderIdOf } from '../order/routes';
import { pickupLocations, zitiCode } from './pickup.service';

const LocationQuery = fields({ distributor_id: opt(idOrZero()), cart_type: opt(text(10)), lat: opt(text(20)), lng: opt(text(20)) });

export default async function zitiRoutes(app: FastifyInstance, { db }: AppDeps) {
  app.get('/distributor/pickuplocation', { preHandler: app.optionalMember, ...declare({ input: LocationQuery }) }, async (r) =>
    pickupLocations(db, param.int(input(r).distributor_id, 0)!));

  app.get('/ziticode', { preHandler: app.requireMember, ...declare({ input: fields({ order_id: text(64, { min: 1 }) }) }) }, async (r) =>
    zitiCode(db, r.member!.user_id, orderIdOf(input(r).order_id)));
}
