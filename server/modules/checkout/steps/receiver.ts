/** The receiver of an order: one of the member's saved addresses (address_id), or receiver_* fields validated like an address. */
import type { Database } from '../../../db/database.server';
import { BizError } from '../../../http/errors';
import { param } from '../../../http/wire';
import { getAddress, parseAddress } from '../../address/address.service';

export interface Receiver { receiver_name: string; receiver_mobile: string; receiver_state: string; receiver_city: string; receiver_district: string; receiver_address: string; receiver_zip: string }

export async function resolveReceiver(db: Database, userId: number, addressId: number | undefined, b: Record<string, unknown>, required: boolean): Promise<Receiver | null> {
  if (addressId) {
    const a = await getAddress(db, userId, addressId).catch(() => { throw new BizError('收货地址不存在'); });
    return { receiver_name: a.username, receiver_mobile: a.telephone, receiver_state: a.province, receiver_city: a.city, receiver_district: a.county, receiver_address: a.adrdetail, receiver_zip: a.postalCode };
  }
  if (!param.str(b.receiver_name) && !param.str(b.receiver_address)) {
    if (required) throw new BizError('请选择收货地址');
    return null;
  }
  const a = parseAddress({ username: b.receiver_name, telephone: b.receiver_mobile, province: b.receiver_state, city: b.receiver_city, county: b.receiver_district, adrdetail: b.receiver_address, postalCode: b.receiver_zip });
  return { receiver_name: a.username, receiver_mobile: a.telephone, receiver_state: a.province, receiver_city: a.city, receiver_district: a.county, receiver_address: a.adrdetail, receiver_zip: a.postal_code };
}
