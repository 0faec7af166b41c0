/** VIP grades on the storefront (api-contract §4.13): period names and the grade list shape. Pure. */
export const CARD_TYPE_TEXT: Record<string, string> = { monthly: '月卡', quarter: '季卡', year: '年卡' };

export interface VipPriceOption { name: string; price: string | number; day: number; desc?: string }
export interface VipGrade {
  vip_grade_id: number; grade_name: string; lv_type: 'vip' | 'svip'; guide_title: string;
  privileges: { discount: number; discount_desc?: string }; price_list: VipPriceOption[]; rights?: { title: string; desc: string }[];
}
export interface UserVip { is_vip: boolean; is_had_vip: boolean; grade_name?: string; vip_grade_id?: number; end_date?: string; discount_desc?: string }

/** Yuan text of a price_list entry (this endpoint answers yuan, not fen). */
export const yuanText = (price: string | number): string => `¥${Number(price).toFixed(2)}`;

/** Price per day of an option, for comparing periods: ¥0.63/天. */
export const perDay = (o: VipPriceOption): string => (o.day > 0 ? `¥${(Number(o.price) / o.day).toFixed(2)}/天` : '');
