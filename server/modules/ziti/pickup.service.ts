/** Pickup locations of a shop, the checkout's pickup choice, and the pickup code of a paid order. */
import crypto from 'node:crypto';
import QRCode from 'qrcode';
import type { Database } from '../../db/database.server';
import type { ZitiInfo } from '../../db/schema';
import { BizError, notFound } from '../../http/errors';
import { param } from '../../http/wire';
import { isMobile } from '../../../src/lib/validation';
import { pickupDays, pickupSlots, ZITI_ERRORS as E } from './rules';

type LocationRow = Awaited<ReturnType<typeof locationRows>>[number];
const locationRows = (db: Database, distributorId: number) =>
  db.selectFrom('pickup_locations').selectAll().where('distributor_id', '=', distributorId).where('enabled', '=', true).orderBy('id').execute();

export const toLocation = (l: LocationRow, now = new Date()) => ({
  id: l.id, pickup_location: l.id, distributor_id: l.distributor_id, name: l.name, province: l.province, city: l.city, area: l.area, address: l.address,
  contract_phone: l.contract_phone, hours: `${l.hours_start}-${l.hours_end}`, pickup_days: pickupDays(l, now), pickup_times: pickupSlots(l),
});

export async function pickupLocations(db: Database, distributorId: number) {
  const shop = await db.selectFrom('shops').select('is_ziti').where('distributor_id', '=', distributorId).executeTakeFirst();
  if (!shop?.is_ziti) return { list: [], total_count: 0 };
  const list = (await locationRows(db, distributorId)).map((l) => toLocation(l));
  return { list, total_count: list.length };
}

export interface Pickup { info: ZitiInfo; receiver_name: string; receiver_mobile: string }

/**
 * The pickup the member chose (receipt_type=ziti). For a quote, an unfinished choice is simply not
 * priced in (null); for an order every field must be there and valid.
 */
export async function resolvePickup(db: Database, distributorId: number, b: Record<string, unknown>, required: boolean, now = new Date()): Promise<Pickup | null> {
  const locationId = param.int(b.pickup_location);
  const date = param.str(b.pickup_date);
  const time = param.str(b.pickup_time);
  const name = param.str(b.receiver_name).trim();
  const mobile = param.str(b.receiver_mobile).trim();
  if (!required && (!locationId || !date || !time || !name || !mobile)) return null;
  if (!locationId) throw new BizError(E.location);
  const l = await db.selectFrom('pickup_locations').selectAll().where('id', '=', locationId).where('distributor_id', '=', distributorId).where('enabled', '=', true).executeTakeFirst();
  if (!l) throw new BizError(E.location);
  if (!pickupDays(l, now).some((d) => d.date === date)) throw new BizError(E.date);
  if (!pickupSlots(l).includes(time)) throw new BizError(E.time);
  if (!name || name.length > 20) throw new BizError(E.name);
  if (!isMobile(mobile)) throw new BizError(E.mobile);
  return {
    info: { pickup_location: l.id, name: l.name, province: l.province, city: l.city, area: l.area, address: l.address, contract_phone: l.contract_phone, pickup_date: date, pickup_time: time },
    receiver_name: name, receiver_mobile: mobile,
  };
}

/** An 8-digit code the shop checks at handover. */
export const newZitiCode = () => String(crypto.randomInt(10_000_000, 100_000_000));

/** GET ziticode: the code and its QR once the order is paid and waiting for pickup. */
/** Order states in which a pickup code can be shown (paid, not cancelled). */
const HAS_CODE = new Set(['PAYED', 'WAIT_BUYER_CONFIRM', 'DONE']);

export async function zitiCode(db: Database, userId: number, orderId: string) {
  const o = await db.selectFrom('orders').select(['order_id', 'receipt_type', 'order_status', 'ziti_code', 'ziti_status', 'ziti_info'])
    .where('order_id', '=', orderId).where('user_id', '=', userId).executeTakeFirst();
  if (!o) throw notFound('订单不存在');
  // The order detail page asks for every order (ECShopX answers an empty object when there is no code to
  // show): a delivery order, or a pickup order not yet paid or no longer valid, is not an error.
  if (o.receipt_type !== 'ziti' || !o.ziti_code || !HAS_CODE.has(o.order_status)) return {};
  return { order_id: o.order_id, ziti_code: o.ziti_code, pickup_code: o.ziti_code, ziti_status: o.ziti_status, ziti_info: o.ziti_info,
    qrcode_url: await QRCode.toDataURL(o.ziti_code, { margin: 1, width: 200 }) };
}
