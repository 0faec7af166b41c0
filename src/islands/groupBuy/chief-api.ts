/** The chief area's calls and answer shapes (storefront spec §7 Community). */
import { api } from '../../lib/api';

export interface ChiefStatus {
  is_chief: boolean; status: 'none' | 'pending' | 'approved' | 'rejected'; status_label: string; chief_id?: number; audit_memo?: string;
  name?: string; mobile?: string; community?: string; address?: string; commission_rate?: number;
}
export interface ActivityGoods { goods_id: number; item_id: number; item_name: string; pic: string; price: number }
export interface Activity {
  activity_id: number; chief_id: number; chief_name: string; community: string; title: string; begin_time: number; end_time: number;
  status: string; status_label: string; show_status: 'pending' | 'rejected' | 'nostart' | 'ongoing' | 'end'; audit_memo: string; goods: ActivityGoods[];
}
export interface ChiefOrder { order_id: string; activity_title: string; order_status: string; created_at: number; receiver_name: string; goods_names: string; goods_num: number; goods_fee: number; commission: number }

export const SHOW_STATUS: Record<Activity['show_status'], string> = { pending: '待审核', rejected: '未通过', nostart: '未开始', ongoing: '进行中', end: '已结束' };

export const chiefStatus = () => api.get<ChiefStatus>('community/chief/apply', {}, { showError: false });
