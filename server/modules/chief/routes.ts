/**
 * /api/h5app/wxapp community group buy (storefront spec §7 Community): chief check, application fields,
 * agreement, apply and its status, activities (ptg/shenqing, ptg/mylist, ptg/goodslist), the chief's
 * orders (ptg/order, ptg/dlqlist), commission (chief/cash_withdrawal/count, chief/commission), and a
 * member joining a chief's community.
 */
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { input, param } from '../../http/wire';
import { declare, fields, flag, id, ids, int, NO_INPUT, oneOf, opt, page, text, type Declared } from '../../http/schema';
import { listItems } from '../catalog/catalog.service';
import { CHIEF_AGREEMENT, CHIEF_EXPLANATION } from './agreement';
import {
  APPLY_FIELDS, applicationView, applyChief, chiefCommunity, chiefOrders, commissionLedger, joinChief, myActivities, proposeActivity, requireChief,
} from './chief.service';

const Paging = fields({ page: opt(page()), pageSize: opt(int(1, 50)) });
const ApplyInput = fields({ name: opt(text(20)), mobile: opt(text(20)), community: opt(text(60)), address: opt(text(200)), agree: opt(flag()) });
const ActivityInput = fields({ title: opt(text(60)), goods_ids: opt(ids(50)), begin_time: opt(text(32)), end_time: opt(text(32)) });
const OrdersInput = fields({ page: opt(page()), pageSize: opt(int(1, 50)), status: opt(oneOf(['all', 'pickup', 'done'])) });

/** A time as the client sends it: unix seconds, or 'YYYY-MM-DD HH:mm' / ISO text (China time when no zone). */
function parseTime(v: unknown): Date {
  const s = param.str(v);
  if (/^\d{9,11}$/.test(s)) return new Date(Number(s) * 1000);
  if (/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/.test(s)) return new Date(`${s.replace(' ', 'T')}+08:00`);
  return new Date(Number.NaN);
}

export default async function chiefRoutes(app: FastifyInstance, { db, clock }: AppDeps) {
  const now = clock ?? (() => new Date());
  const member = (inp: Declared['input'] = NO_INPUT) => ({ preHandler: app.requireMember, ...declare({ input: inp }) });
  const paging = (q: Record<string, unknown>) => ({ page: param.int(q.page, 1)!, pageSize: param.int(q.pageSize, 10)! });

  app.post('/community/checkChief', member(), async (r) => applicationView(db, r.member!.user_id));
  app.get('/community/chief/apply_fields', declare({ input: NO_INPUT }), async () => ({ list: APPLY_FIELDS }));
  app.get('/community/chief/aggrement_and_explanation', declare({ input: NO_INPUT }), async () => ({ agreement: CHIEF_AGREEMENT, explanation: CHIEF_EXPLANATION }));
  app.get('/community/chief/apply', member(), async (r) => applicationView(db, r.member!.user_id));
  app.post('/community/chief/apply', member(ApplyInput), async (r) => {
    const b = input(r);
    return applyChief(db, r.member!.user_id, {
      name: param.str(b.name), mobile: param.str(b.mobile), community: param.str(b.community), address: param.str(b.address), agree: param.bool(b.agree),
    });
  });

  app.get('/community/ptg/config', member(), async (r) => {
    const chief = await requireChief(db, r.member!.user_id);
    return { commission_rate: chief.commission_rate, max_goods: 50 };
  });
  app.get('/community/ptg/goodslist', member(fields({ page: opt(page()), pageSize: opt(int(1, 50)), keywords: opt(text(50)) })), async (r) => {
    await requireChief(db, r.member!.user_id);
    const q = input(r);
    return listItems(db, { ...paging(q), keywords: param.str(q.keywords) || undefined });
  });
  app.post('/community/ptg/shenqing', member(ActivityInput), async (r) => {
    const b = input(r);
    return proposeActivity(db, r.member!.user_id, { title: param.str(b.title), goodsIds: param.ids(b.goods_ids), beginAt: parseTime(b.begin_time), endAt: parseTime(b.end_time) }, now());
  });
  app.get('/community/ptg/mylist', member(Paging), async (r) => {
    const p = paging(input(r));
    return myActivities(db, r.member!.user_id, p.page, p.pageSize);
  });
  app.get('/community/ptg/order', member(OrdersInput), async (r) => {
    const q = input(r);
    return chiefOrders(db, r.member!.user_id, { ...paging(q), status: param.str(q.status) || undefined });
  });
  // 待提货: paid orders not yet collected by the members.
  app.get('/community/ptg/dlqlist', member(Paging), async (r) => chiefOrders(db, r.member!.user_id, { ...paging(input(r)), status: 'pickup' }));
  app.get('/community/chief/cash_withdrawal/count', member(), async (r) => {
    const l = await commissionLedger(db, r.member!.user_id, 1, 1);
    return { total_amount: l.total_amount, count: l.total_count, commission_rate: l.commission_rate };
  });
  app.get('/community/chief/commission', member(Paging), async (r) => {
    const p = paging(input(r));
    return commissionLedger(db, r.member!.user_id, p.page, p.pageSize);
  });

  app.get('/community/chief/info', { preHandler: app.optionalMember, ...declare({ input: fields({ chief_id: id() }) }) }, async (r) =>
    chiefCommunity(db, param.int(input(r).chief_id)!, r.member?.user_id));
  app.post('/community/chief/join', member(fields({ chief_id: id() })), async (r) => joinChief(db, r.member!.user_id, param.int(input(r).chief_id)!));
}
