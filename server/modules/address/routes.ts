/** /api/h5app/wxapp addresses and the region tree (api-contract §4.3). */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { BizError } from '../../http/errors';
import { input, param } from '../../http/wire';
import { declare, fields, flag, idParams, NO_INPUT, opt, text } from '../../http/schema';
import { createAddress, deleteAddress, getAddress, listAddresses, parseAddress, updateAddress } from './address.service';
import { regionTree } from './region.server';

const idOf = (v: unknown) => {
  const id = param.int(v);
  if (!id || id < 1) throw new BizError('地址不存在', 404);
  return id;
};

/** Column sizes bound the fields; parseAddress applies the contract's own rules and messages. */
export const AddressFields = fields({
  username: opt(text(40)), telephone: opt(text(20)), province: opt(text(32)), city: opt(text(32)), county: opt(text(32)),
  adrdetail: opt(text(200)), postalCode: opt(text(10)), postal_code: opt(text(10)), is_def: opt(flag()),
});
const byId = { params: idParams(), paramsError: { status: 404, message: '地址不存在' } };

export default async function addressRoutes(app: FastifyInstance, { db }: AppDeps) {
  const req = { preHandler: app.requireMember, ...declare({ input: NO_INPUT }) };
  const one = { preHandler: app.requireMember, ...declare({ ...byId, input: NO_INPUT }) };
  const save = { preHandler: app.requireMember, ...declare({ ...byId, input: AddressFields }) };
  app.get('/espier/address', declare({ input: NO_INPUT }), async () => regionTree());
  app.get('/member/addresslist', req, async (r) => listAddresses(db, r.member!.user_id));
  app.post('/member/address', { preHandler: app.requireMember, ...declare({ input: AddressFields }) }, async (r) => createAddress(db, r.member!.user_id, parseAddress(input(r))));
  app.get<{ Params: { id: string } }>('/member/address/:id', one, async (r) => getAddress(db, r.member!.user_id, idOf(r.params.id)));
  // The old client posts updates to member/address/{id}; PUT is the contract's verb.
  for (const method of ['PUT', 'POST'] as const) {
    app.route<{ Params: { id: string } }>({ method, url: '/member/address/:id', ...save,
      handler: async (r) => updateAddress(db, r.member!.user_id, idOf(r.params.id), parseAddress(input(r))) });
  }
  app.delete<{ Params: { id: string } }>('/member/address/:id', one, async (r) => deleteAddress(db, r.member!.user_id, idOf(r.params.id)));
}
