/** The operator's side of self-pickup: pickup locations, and handing an order over against its code. */
import type { Database } from '../../db/database.server';
import { BizError, notFound } from '../../http/errors';
import { move, STALE } from '../order/order.actions';
import { toLocation } from './pickup.service';

export interface LocationInput { distributor_id?: unknown; name?: unknown; province?: unknown; city?: unknown; area?: unknown; address?: unknown; contract_phone?: unknown; hours_start?: unknown; hours_end?: unknown; days_ahead?: unknown; enabled?: unknown }

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

function locationValues(b: LocationInput, partial: boolean) {
  const v: Record<string, unknown> = {};
  const str = (k: keyof LocationInput, label: string, required: boolean) => {
    if (b[k] === undefined) { if (required && !partial) throw new BizError(`请填写${label}`); return; }
    const s = String(b[k]).trim();
    if (required && !s) throw new BizError(`请填写${label}`);
    v[k] = s;
  };
  str('name', '自提点名称', true); str('address', '详细地址', true);
  str('province', '省份', false); str('city', '城市', false); str('area', '区县', false); str('contract_phone', '联系电话', false);
  for (const k of ['hours_start', 'hours_end'] as const) {
    if (b[k] === undefined) continue;
    if (!HHMM.test(String(b[k]))) throw new BizError('营业时间格式应为 HH:mm');
    v[k] = String(b[k]);
  }
  if (b.days_ahead !== undefined) v.days_ahead = Number(b.days_ahead);
  if (b.enabled !== undefined) v.enabled = b.enabled === true || b.enabled === 'true' || b.enabled === '1' || b.enabled === 1;
  if (b.distributor_id !== undefined) v.distributor_id = Number(b.distributor_id);
  return v;
}

export async function createLocation(db: Database, b: LocationInput) {
  const v = locationValues(b, false);
  const shop = await db.selectFrom('shops').select('distributor_id').where('distributor_id', '=', Number(b.distributor_id ?? 0)).executeTakeFirst();
  if (!shop) throw new BizError('店铺不存在');
  if (String(v.hours_start ?? '09:00') >= String(v.hours_end ?? '21:00')) throw new BizError('营业结束时间必须晚于开始时间');
  const row = await db.insertInto('pickup_locations').values({ ...v, distributor_id: shop.distributor_id } as never).returningAll().executeTakeFirstOrThrow();
  return toLocation(row);
}

export async function updateLocation(db: Database, id: number, b: LocationInput) {
  const cur = await db.selectFrom('pickup_locations').selectAll().where('id', '=', id).executeTakeFirst();
  if (!cur) throw notFound('自提点不存在');
  const v = locationValues(b, true);
  delete v.distributor_id;
  if (String(v.hours_start ?? cur.hours_start) >= String(v.hours_end ?? cur.hours_end)) throw new BizError('营业结束时间必须晚于开始时间');
  if (!Object.keys(v).length) return toLocation(cur);
  return toLocation(await db.updateTable('pickup_locations').set(v).where('id', '=', id).returningAll().executeTakeFirstOrThrow());
}

export async function listLocations(db: Database, distributorId?: number) {
  let q = db.selectFrom('pickup_locations').selectAll().orderBy('id');
  if (distributorId !== undefined) q = q.where('distributor_id', '=', distributorId);
  return { list: (await q.execute()).map((l) => ({ ...toLocation(l), enabled: l.enabled, days_ahead: l.days_ahead, hours_start: l.hours_start, hours_end: l.hours_end })) };
}

/** 自提核销: the code the shopper shows completes the order, once. */
export async function handOver(db: Database, orderId: string, code: string) {
  return db.transaction().execute(async (trx) => {
    const o = await trx.selectFrom('orders').selectAll().where('order_id', '=', orderId).forUpdate().executeTakeFirst();
    if (!o) throw notFound('订单不存在');
    if (o.receipt_type !== 'ziti') throw new BizError('该订单不是自提订单');
    if (!code || code !== o.ziti_code) throw new BizError('提货码不正确');
    if (o.ziti_status === 'DONE') throw new BizError('该订单已提货');
    const row = await move(trx, o, 'pickup', { done_at: new Date(), ziti_status: 'DONE' });
    if (!row) throw STALE();
    return { status: true, order_id: row.order_id, order_status: row.order_status, ziti_status: row.ziti_status };
  });
}
