/** /api/admin self-pickup: pickup locations of the shops, and the handover against the pickup code (README.md lists the routes). */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { input, param } from '../../http/wire';
import { declare, fields, flag, idOrZero, idParams, int, opt, text } from '../../http/schema';
import { orderIdOf } from '../order/routes';
import { createLocation, handOver, listLocations, updateLocation } from './admin.service';

const LocationInput = fields({
  distributor_id: opt(idOrZero()), name: opt(text(60)), province: opt(text(32)), city: opt(text(32)), area: opt(text(32)), address: opt(text(200)),
  contract_phone: opt(text(20)), hours_start: opt(text(5)), hours_end: opt(text(5)), days_ahead: opt(int(1, 30)), enabled: opt(flag()),
});

export default async function zitiAdminRoutes(app: FastifyInstance, { db }: AppDeps) {
  const op = (d: Parameters<typeof declare>[0]) => ({ preHandler: app.requireOperator, ...declare(d) });

  app.get('/pickup-locations', op({ input: fields({ distributor_id: opt(idOrZero()) }) }), async (r) => listLocations(db, param.int(input(r).distributor_id)));
  app.post('/pickup-locations', op({ input: LocationInput }), async (r) => createLocation(db, input(r)));
  app.put<{ Params: { id: string } }>('/pickup-locations/:id', op({ input: LocationInput, params: idParams(), paramsError: { status: 404, message: '自提点不存在' } }), async (r) =>
    updateLocation(db, Number(r.params.id), input(r)));
  app.post<{ Params: { id: string } }>('/orders/:id/pickup', op({ input: fields({ ziti_code: opt(text(12)) }), params: fields({ id: text(64) }) }), async (r) =>
    handOver(db, orderIdOf(r.params.id), param.str(input(r).ziti_code)));
}
