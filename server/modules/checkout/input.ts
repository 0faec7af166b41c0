/**
 * The declared checkout parameters (getFreightFee, order_new): every field bounded by its column; the
 * contract's own rules and messages stay in params.ts.
 */
import { z } from 'zod';
import { idOrZero, fields, flag, id, int, INT4_MAX, jsonOr, opt, text } from '../../http/schema';
import { REMARK_MAX } from './rules';

/** An invoice title as the member centre and checkout send it (columns of member_invoices). */
export const InvoiceFields = fields({
  title: opt(text(10)), content: opt(text(100)), registration_number: opt(text(20)), company_address: opt(text(200)),
  company_phone: opt(text(30)), bankname: opt(text(100)), bankaccount: opt(text(40)), is_def: opt(flag()),
});

// The original client's axios sends each line as JSON text (`items[]={"item_id":3,"price":17560,"num":2}`);
// bracket keys (`items[0][item_id]=3`) arrive as objects. Both are one line.
const CheckoutItem = jsonOr(fields({ item_id: opt(id()), num: opt(int(0, INT4_MAX)) }));

/** The checkout lines of `items` as either shape sends them: `[{item_id, num}]`, JSON text decoded. */
export function checkoutItems(raw: unknown): { item_id: unknown; num: unknown }[] {
  const list = Array.isArray(raw) ? raw : raw && typeof raw === 'object' ? Object.values(raw) : [];
  return list.map((v) => {
    if (typeof v !== 'string') return (v ?? {}) as { item_id: unknown; num: unknown };
    try { return (JSON.parse(v) ?? {}) as { item_id: unknown; num: unknown }; } catch { return { item_id: undefined, num: undefined }; }
  });
}

export const CheckoutInput = fields({
  cart_type: opt(text(10)), receipt_type: opt(text(16)), order_type: opt(text(32)), type: opt(text(16)),
  seckill_id: opt(text(32)), seckill_ticket: opt(text(64)), ticket: opt(text(64)), group_id: opt(text(32)), team_id: opt(text(32)), ptg_id: opt(text(32)), ptg_chief_id: opt(text(32)),
  point_use: opt(int(0, INT4_MAX)), remark: opt(text(REMARK_MAX, { multiline: true })),
  coupon_discount: opt(text(32)), not_use_coupon: opt(flag()), pay_type: opt(text(16)),
  distributor_id: opt(idOrZero()), address_id: opt(id()),
  receiver_name: opt(text(40)), receiver_mobile: opt(text(20)), receiver_state: opt(text(32)), receiver_city: opt(text(32)),
  receiver_district: opt(text(32)), receiver_address: opt(text(200)), receiver_zip: opt(text(10)),
  invoice_type: opt(text(16)), invoice_content: opt(InvoiceFields),
  request_key: opt(text(64)), idempotency_key: opt(text(64)),
  items: opt(z.union([z.array(CheckoutItem).max(200), z.record(CheckoutItem)])),
});
