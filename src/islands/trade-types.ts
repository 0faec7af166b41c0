/** Order shapes the member order pages read (api-contract §4.8). Amounts are fen. */
import type { OrderLike } from '../lib/order-status';

export interface OrderItem {
  id?: number; item_id: number; item_name: string; pic?: string; price: number; num: number; total_fee: number;
  item_spec_desc?: string; order_item_type?: string;
  /** After-sales (api-contract §6.2): the line's state string, what was refunded, units still open to an application. */
  aftersales_status?: string | null; aftersales_bn?: string; refunded_fee?: number; refunded_num?: number; applied_num?: number; left_aftersales_num?: number;
}

export interface Order extends OrderLike {
  order_id: string; create_date?: string; create_time?: number; total_fee: number; item_fee?: number; freight_fee?: number;
  discount_fee?: number; coupon_discount?: number; point_fee?: number; point?: number; pay_type?: string;
  distributor_name?: string; receiver_name?: string; receiver_mobile?: string; receiver_state?: string; receiver_city?: string;
  receiver_district?: string; receiver_address?: string; remark?: string; is_invoiced?: boolean | number;
  invoice?: { title?: string; content?: string; registration_number?: string } | null;
  delivery_corp_name?: string; delivery_code?: string; items: OrderItem[];
  refund_fee?: number; can_apply_aftersales?: number; aftersales_types?: string[];
}

export interface TradeInfo { tradeId?: string; tradeState?: string; payType?: string; payFee?: number; totalFee?: number; payDate?: string }
export interface OrderDetail { orderInfo: Order; tradeInfo?: TradeInfo | null }
