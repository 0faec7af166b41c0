/** /api/h5app/wxapp addresses and the region tree (api-contract §4.3). */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';
import { BizError } from '../../http/errors';
import { input, param } from '../../http/wire';
import { createAddress, deleteAddress, getAddress, listAddresses, parseAddress, updateAddress } from './address.service';
import { regionTree } from './region.server';

const idOf = (v: unknown) => {
  const id = param.int(v);
  if (!id || id < 1) throw new BizError('地址不存在', 404);
  return id;
};

export default async function addressRoutes(app: FastifyInstance, { db }: AppDeps) {
  const req = { preHandler: app.requireMember };
  app.get('/espier/address', async () => regionTree());
  app.get('/member/addresslist', req, async (r) => listAddresses(db, r.member!.user_id));
  app.post('/member/address', req, async (r) => createAddress(db, r.member!.user_id, parseAddress(input(r))));
  app.get<{ Params: { id: string } }>('/member/address/:id', req, async (r) => getAddress(db, r.member!.user_id, idOf(r.params.id)));
  // The old client posts updates to member/address/{id}; PUT is the contract's verb.
  for (const method of ['PUT', 'POST'] as const) {
    app.route<{ Params: { id: string } }>({ method, url: '/member/address/:id', preHandler: app.requireMember,
      handler: async (r) => updateAddress(db, r.member!.user_id, idOf(r.params.id), parseAddress(input(r))) });
  }
  app.delete<{ Params: { id: string } }>('/member/address/:id', req, async (r) => deleteAddress(db, r.member!.user_id, idOf(r.params.id)));
}
