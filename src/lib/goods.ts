/**
 * Shapes of the goods calls the storefront islands read (api-contract §4.4): the list rows of
 * `GET goods/items`, the detail of `GET goods/items/{id}` and the `GET goods/category` tree.
 * Only the fields the islands use are typed; the server sends more.
 */

export interface SpecValue { spec_value_id: number; spec_value_name: string; spec_custom_value_name?: string; spec_image_url?: string; item_image_url?: string }
export interface SpecGroup { spec_id: number; spec_name: string; is_image?: boolean; spec_values: SpecValue[] }
export interface ItemSpec { spec_id: number; spec_value_id: number; spec_name?: string; spec_value_name?: string }

/** One SKU row (`spec_items[]`). */
export interface SpecItem {
  item_id: number; price: number; market_price?: number; member_price?: number; act_price?: number;
  store: number; approve_status?: string; item_spec: ItemSpec[]; custom_spec_name?: string;
}

export type ApproveStatus = 'onsale' | 'instock' | 'only_show' | 'offline_sale';
export type ActivityType = 'normal' | 'seckill' | 'group' | 'ptg' | 'limited_time_sale' | 'limited_buy';

export interface ActivityInfo {
  show_status?: string; status?: string; seckill_id?: number; groups_activity_id?: number;
  ptg_id?: number; ptg_chief_id?: number; begin_time?: number; end_time?: number;
}

/** `GET goods/items/{id}` response (main fields). */
export interface ItemDetailData {
  item_id: number; goods_id?: number; distributor_id: number;
  item_name: string; title?: string; brief?: string; sub_title?: string;
  price: number; market_price?: number; member_price?: number; act_price?: number;
  store: number; sales?: number; approve_status: ApproveStatus | string; is_gift?: boolean; nospec?: boolean;
  pics: string[]; item_spec_desc?: SpecGroup[]; spec_items?: SpecItem[];
  item_params?: { attribute_name: string; attribute_value_name: string }[];
  taglist?: { tag_name: string }[];
  activity_type?: ActivityType | string; activity_info?: ActivityInfo;
  goods_brand?: string; item_unit?: string; item_bn?: string;
  item_category_info?: { category_id: number; category_name: string }[];
  /** Rich description HTML (unsanitised as stored; the compiler sanitises it). */
  intro?: string;
  tdk_data?: { title?: string; mate_keywords?: string; mate_description?: string };
  /** The VIP invitation under the price (shown to members who are not VIP yet). */
  vipgrade_guide_title?: { vipgrade_name: string; gradeDiscount: string; guide_title_desc: string };
}

/** One row of `GET goods/items`. */
export interface ListItem {
  item_id: number; item_name: string; brief?: string; pics: string[] | string; price: number;
  market_price?: number; member_price?: number; activity_price?: number; distributor_id?: number; store?: number; sales?: number;
}
export interface ItemListPage { list: ListItem[]; total_count: number }

export interface CategoryNode { category_id: number; category_name: string; category_level?: number; parent_id?: number; children: CategoryNode[] }

/** First picture of a list row (pics is a string[]; tolerate a single URL string). */
export function firstPic(pics: ListItem['pics'] | undefined): string {
  if (Array.isArray(pics)) return pics[0] ?? '';
  return typeof pics === 'string' ? pics : '';
}
