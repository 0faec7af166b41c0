/**
 * Row types of every table, grouped by the domain module that owns them. A module adding tables
 * adds a migration step and its interfaces here.
 */
import type { ColumnType, Generated, JSONColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

// ── member ────────────────────────────────────────────────────────────────
export interface MembersTable {
  user_id: Generated<number>; mobile: string; password_hash: string; username: Generated<string>;
  grade_id: Generated<number>; is_staff: Generated<boolean>; disabled: Generated<boolean>;
  point: Generated<number>; created_at: Generated<Timestamp>; sessions_revoked_at: NullableTimestamp;
  nickname: Generated<string>; avatar: Generated<string>; sex: Generated<number>; birthday: ColumnType<string | null, string | null | undefined, string | null>;
  token_version: Generated<number>; deposit: Generated<number>; closed_at: NullableTimestamp;
}
export interface DepositJournalTable {
  id: Generated<number>; user_id: number; kind: 'recharge' | 'adjust' | 'pay' | 'refund' | 'cancel' | 'forfeit'; amount: number; balance: number;
  ref: string | null; remark: Generated<string>; operator_id: number | null; created_at: Generated<Date>;
}
export interface OperatorsTable {
  operator_id: Generated<number>; username: string; password_hash: string; created_at: Generated<Timestamp>;
  disabled: Generated<boolean>; sessions_revoked_at: NullableTimestamp; role: Generated<'admin' | 'operator'>;
}

// ── throttle ──────────────────────────────────────────────────────────────
export interface ThrottleCountersTable {
  key: string; hits: Generated<number>; window_start: Timestamp; strikes: Generated<number>;
  locked_until: NullableTimestamp; updated_at: Timestamp;
}

// ── account (captcha, SMS, favourites, footprints) ─────────────────────────
export interface CaptchaCodesTable { token: string; type: string; answer: string; expires_at: Timestamp; created_at: Timestamp }
export interface SmsCodesTable { mobile: string; type: string; code_hash: string; wrong_tries: Generated<number>; sent_at: Timestamp; expires_at: Timestamp }
export interface SmsSendsTable { id: Generated<number>; mobile: string; ip: string; type: string; provider: string; sent_at: Timestamp }
export interface MemberFavItemsTable { fav_id: Generated<number>; user_id: number; item_id: number; distributor_id: Generated<number>; created_at: Timestamp }
export interface MemberFavShopsTable { id: Generated<number>; user_id: number; distributor_id: number; created_at: Timestamp }
export interface MemberBrowseHistoryTable { id: Generated<number>; user_id: number; item_id: number; updated_at: Timestamp }

// ── shop ──────────────────────────────────────────────────────────────────
export interface ShopTag { tag_id: number; tag_name: string }
export interface ShopsTable {
  distributor_id: number; name: string; logo: Generated<string>; banner: Generated<string>; address: Generated<string>;
  province: Generated<string>; city: Generated<string>; area: Generated<string>; mobile: Generated<string>; hour: Generated<string>;
  lat: Generated<number>; lng: Generated<number>; tags: JSONColumnType<ShopTag[]>; is_ziti: Generated<boolean>;
}

// ── catalog ───────────────────────────────────────────────────────────────
export interface CategoriesTable {
  category_id: Generated<number>; parent_id: Generated<number>; category_name: string; category_level: Generated<number>;
  image_url: Generated<string>; sort: Generated<number>;
}
export interface SpecsTable { spec_id: Generated<number>; spec_name: string }
export interface SpecValuesTable { spec_value_id: Generated<number>; spec_id: number; spec_value_name: string; sort: Generated<number> }
export interface SeoData { title?: string; mate_keywords?: string; mate_description?: string }
export interface GoodsTable {
  goods_id: Generated<number>; distributor_id: Generated<number>; item_name: string; brief: Generated<string>;
  category_id: number; brand: Generated<string>; brand_id: Generated<number | null>; pics: JSONColumnType<string[]>; intro: Generated<string>;
  tags: JSONColumnType<string[]>; approve_status: Generated<string>; is_gift: Generated<boolean>; nospec: Generated<boolean>;
  sales: Generated<number>; sort: Generated<number>; seo: JSONColumnType<SeoData>;
  created_at: Generated<Timestamp>; updated_at: Generated<Timestamp>; goods_bn: Generated<string | null>;
  videos: Generated<string>;
  /** Search words (migration 0210), written by the search indexer only. */
  search_vector: Generated<string>; search_name: Generated<string>; search_rev: Generated<number>; search_indexed_rev: Generated<number>;
  /** Set by a trigger when the goods goes on shelf (migration 0230): off-shelf goods that were sold keep their page. */
  was_on_shelf: Generated<boolean>;
  /** The default SKU's price, kept by a trigger on items (migration 0370): what lists filter and sort by. */
  list_price: Generated<number | null>;
}
export interface SearchSynonymsTable { synonym_id: Generated<number>; words: string[]; updated_at: Generated<Timestamp> }
export interface ItemSpec { spec_id: number; spec_value_id: number }
export interface ItemsTable {
  item_id: Generated<number>; goods_id: number; item_bn: string; is_default: Generated<boolean>;
  spec: JSONColumnType<ItemSpec[]>; price: number; market_price: Generated<number>; cost_price: Generated<number>;
  store: Generated<number>; approve_status: Generated<string>; updated_at: Generated<Timestamp>;
}

// ── cart ──────────────────────────────────────────────────────────────────
export interface CartsTable {
  cart_id: Generated<number>; user_id: number; item_id: number; shop_id: Generated<number>; cart_type: Generated<string>;
  num: number; is_checked: Generated<boolean>; created_at: Generated<Timestamp>;
}

// ── template (content) ────────────────────────────────────────────────────
export interface PageTemplatesTable {
  theme_pc_template_id: Generated<number>; template_title: string; template_description: Generated<string>;
  page_type: Generated<string>; status: Generated<number>; seo: JSONColumnType<SeoData>;
  created_at: Generated<Timestamp>; updated_at: Generated<Timestamp>;
}
export interface PageDocumentsTable {
  id: Generated<number>; slot: string; state: 'draft' | 'published'; schema_version: number;
  widgets: JSONColumnType<unknown[]>; revision: Generated<number>; updated_at: Generated<Timestamp>;
}
export interface PageVersionsTable {
  version_id: Generated<number>; slot: string; schema_version: number; widgets: JSONColumnType<unknown[]>;
  operator_id: Generated<number>; operator_name: Generated<string>; rollback_of: number | null; created_at: Generated<Timestamp>;
}

export interface DocumentHeadsTable { slot: string; version: number; operator_name: Generated<string>; updated_at: Generated<Date> }
export interface DocumentPresenceTable { slot: string; client_id: string; operator_id: number; operator_name: string; seen_at: Generated<Date> }
export interface ScheduledPublishesTable {
  schedule_id: Generated<number>; slot: string; run_at: Timestamp; status: Generated<'pending' | 'done' | 'cancelled' | 'failed'>;
  message: Generated<string>; operator_id: number; operator_name: string; created_at: Generated<Date>; finished_at: NullableTimestamp;
}

// ── media ─────────────────────────────────────────────────────────────────
export interface MediaTable {
  id: Generated<number>; file_name: string; url: string; mime: string; width: number; height: number; size: number;
  created_at: Generated<Timestamp>;
}

// ── address ───────────────────────────────────────────────────────────────
export interface MemberAddressesTable {
  address_id: Generated<number>; user_id: number; username: string; telephone: string; province: string; city: string;
  county: Generated<string>; adrdetail: string; postal_code: Generated<string>; is_def: Generated<boolean>; created_at: Generated<Date>;
}

// ── invoice ───────────────────────────────────────────────────────────────
export interface MemberInvoicesTable {
  invoice_id: Generated<number>; user_id: number; title: 'individual' | 'unit'; content: string;
  registration_number: Generated<string>; company_address: Generated<string>; company_phone: Generated<string>;
  bankname: Generated<string>; bankaccount: Generated<string>; is_def: Generated<boolean>; created_at: Generated<Date>;
}

// ── coupon ────────────────────────────────────────────────────────────────
export interface CouponTemplatesTable {
  card_id: Generated<number>; title: string; card_type: 'cash' | 'discount'; reduce_cost: Generated<number>; least_cost: Generated<number>;
  discount: Generated<number>; quantity: number; get_num: Generated<number>; get_limit: Generated<number>;
  begin_date: Timestamp; end_date: Timestamp; description: Generated<string>; created_at: Generated<Date>;
}
export interface UserCouponsTable {
  id: Generated<number>; code: string; card_id: number; user_id: number; status: Generated<number>; order_id: string | null;
  created_at: Generated<Date>; used_at: Timestamp | null;
}

// ── points ────────────────────────────────────────────────────────────────
export interface PointJournalTable {
  id: Generated<number>; user_id: number; income: Generated<number>; outcome: Generated<number>; journal_type: string;
  order_id: string | null; point_desc: Generated<string>; created_at: Generated<Date>;
}

// ── order ─────────────────────────────────────────────────────────────────
export interface OrderInvoice {
  invoice_type: string; title: 'individual' | 'unit'; content: string; registration_number: string;
  company_address: string; company_phone: string; bankname: string; bankaccount: string;
}
export interface OrdersTable {
  order_id: string; user_id: number; request_key: string | null; order_status: string; order_class: Generated<string>;
  order_type: Generated<string>; cart_type: Generated<string>; pay_type: Generated<string>; receipt_type: Generated<string>;
  distributor_id: Generated<number>; item_fee: number; discount_fee: Generated<number>; coupon_discount: Generated<number>;
  coupon_code: string | null; point_use: Generated<number>; point_fee: Generated<number>; freight_fee: Generated<number>;
  /** Points per yuan this order earns on completion (the rule when it was placed). */
  point_gain_rate: Generated<number>;
  total_fee: number; total_num: number; receiver_name: Generated<string>; receiver_mobile: Generated<string>;
  receiver_state: Generated<string>; receiver_city: Generated<string>; receiver_district: Generated<string>;
  receiver_address: Generated<string>; receiver_zip: Generated<string>; remark: Generated<string>;
  invoice: JSONColumnType<OrderInvoice | null, string | null, string | null>; is_rate: Generated<boolean>; cancel_reason: Generated<string>;
  refund_fee: Generated<number>; auto_cancel_time: Timestamp; created_at: Generated<Date>; paid_at: Timestamp | null;
  shipped_at: Timestamp | null; done_at: Timestamp | null; cancelled_at: Timestamp | null; operator_remark: Generated<string>;
  ziti_info: JSONColumnType<ZitiInfo | null, string | null, string | null>; ziti_code: string | null; ziti_status: Generated<string>; team_id: string | null; offline_pay_check_status: number | null;
}
export interface OrderItemsTable {
  id: Generated<number>; order_id: string; item_id: number; goods_id: number; item_name: string; pic: Generated<string>;
  item_spec_desc: Generated<string>; price: number; market_price: Generated<number>; num: number; item_fee: number; is_rate: Generated<boolean>;
  applied_num: Generated<number>; applied_fee: Generated<number>; refunded_num: Generated<number>; refunded_fee: Generated<number>;
  order_item_type: Generated<string>;
}
export interface OrderDeliveriesTable {
  delivery_id: Generated<number>; order_id: string; delivery_corp_name: string; delivery_code: string; items_num: number; created_at: Generated<Date>;
}
export interface OrderRatesTable {
  rate_id: Generated<number>; order_id: string; item_id: number; user_id: number; star: number; content: Generated<string>;
  pics: JSONColumnType<string[]>; anonymous: Generated<boolean>; created_at: Generated<Date>;
}

// ── payment ───────────────────────────────────────────────────────────────
export interface TradesTable {
  trade_id: string; order_id: string; user_id: number; pay_type: string; total_fee: number; trade_state: Generated<string>;
  transaction_id: Generated<string>; refund_required: Generated<boolean>; pay_date: Timestamp | null; created_at: Generated<Date>;
}

// ── aftersales ────────────────────────────────────────────────────────────
export type AftersalesType = 'ONLY_REFUND' | 'REFUND_GOODS' | 'EXCHANGING_GOODS';
export interface AftersalesTable {
  aftersales_bn: string; order_id: string; user_id: number; aftersales_type: AftersalesType; aftersales_status: Generated<number>;
  progress: Generated<number>; reason: string; description: Generated<string>; evidence_pic: JSONColumnType<string[]>;
  refund_fee: number; return_type: Generated<string>; corp_code: Generated<string>; logi_no: Generated<string>;
  refuse_reason: Generated<string>; distributor_id: Generated<number>; created_at: Generated<Date>; updated_at: Generated<Date>;
}
export interface AftersalesItemsTable { id: Generated<number>; aftersales_bn: string; order_item_id: number; num: number; refund_fee: number }
export interface AftersalesLogsTable { id: Generated<number>; aftersales_bn: string; progress: number; remark: Generated<string>; created_at: Generated<Date> }
export interface AftersalesRefundsTable {
  refund_bn: string; aftersales_bn: string; order_id: string; trade_id: string | null; pay_type: string; refund_fee: number;
  refund_status: string; gateway_message: Generated<string>; created_at: Generated<Date>; refunded_at: Timestamp | null;
}
export interface MemberUploadsTable { id: Generated<number>; user_id: number; url: string; mime: string; created_at: Generated<Date> }

// ── vip ───────────────────────────────────────────────────────────────────
export interface VipPrice { name: 'monthly' | 'quarter' | 'year'; price: number; day: number; desc: string }
export interface VipRight { title: string; desc: string }
export interface VipGradesTable {
  vip_grade_id: Generated<number>; grade_name: string; lv_type: 'vip' | 'svip'; guide_title: Generated<string>; discount: number;
  price_list: JSONColumnType<VipPrice[]>; rights: JSONColumnType<VipRight[]>; sort: Generated<number>; is_open: Generated<boolean>;
}
export interface MemberVipsTable { user_id: number; vip_grade_id: number; begin_at: Timestamp; end_at: Timestamp }
export interface VipOrdersTable { order_id: string; user_id: number; vip_grade_id: number; card_type: string; days: number; granted_at: Timestamp | null }

// ── combination ───────────────────────────────────────────────────────────
export interface CombinationsTable {
  id: Generated<number>; name: string; image: string;
  params: JSONColumnType<Record<string, unknown>>; created_at: Generated<Timestamp>;
}

export interface BrandsTable { brand_id: Generated<number>; brand_name: string; logo: Generated<string>; sort: Generated<number>; created_at: Generated<Date> }

export interface OfflineBankAccountsTable {
  id: Generated<number>; bank_name: string; bank_account_name: string; bank_account_no: string; branch_name: Generated<string>;
  is_default: Generated<boolean>; enabled: Generated<boolean>; created_at: Generated<Date>;
}

// ── promotion (0110) ──────────────────────────────────────────────────────
export type PromotionType = 'full_minus' | 'full_discount' | 'full_gift' | 'plus_buy';
export interface PromotionTier { full: number; minus?: number; pay_percent?: number; gift_item_id?: number; gift_num?: number; item_id?: number; plus_price?: number }
interface ActivityWindow { title: string; begin_at: Timestamp; end_at: Timestamp; ended_at: NullableTimestamp; created_at: Generated<Date> }
export interface PromotionsTable extends ActivityWindow {
  promotion_id: Generated<number>; promotion_type: PromotionType; use_all_items: Generated<boolean>;
  goods_ids: JSONColumnType<number[]>; tiers: JSONColumnType<PromotionTier[]>;
}
export interface LimitedSalesTable extends ActivityWindow { sale_id: Generated<number>; limit_num: Generated<number>; items: JSONColumnType<{ item_id: number; act_price: number }[]> }
export interface PackagesTable extends ActivityWindow { package_id: Generated<number>; package_price: number; items: JSONColumnType<{ item_id: number; num: number }[]> }
export interface PackageChoicesTable { user_id: number; package_id: number; num: number }
export interface CartPlusBuysTable { user_id: number; promotion_id: number; item_id: number }
export interface OrderActivitiesTable {
  id: Generated<number>; order_id: string; user_id: number; activity_type: string; activity_id: number; title: string;
  discount_fee: Generated<number>; num: Generated<number>; created_at: Generated<Date>;
}
export interface PointsmallGoodsTable {
  id: Generated<number>; item_id: number; point: number; cash: Generated<number>; limit_num: Generated<number>; sort: Generated<number>;
  enabled: Generated<boolean>; created_at: Generated<Date>;
}

// ── activities (seckill, group buy, self-pickup, offline transfer) ─────────
export interface SeckillActivitiesTable {
  seckill_id: Generated<number>; title: string; item_id: number; act_price: number; total_stock: number; free: number; held: Generated<number>;
  sold: Generated<number>; limit_num: number; begin_time: Timestamp; end_time: Timestamp; disabled: Generated<boolean>; created_at: Generated<Date>;
}
export interface SeckillTicketsTable {
  ticket: string; seckill_id: number; user_id: number; num: number; status: Generated<string>; order_id: string | null; expires_at: Timestamp; created_at: Generated<Date>;
}
export interface GroupActivitiesTable {
  groups_activity_id: Generated<number>; title: string; item_id: number; act_price: number; person_num: number; limit_minutes: number;
  begin_time: Timestamp; end_time: Timestamp; disabled: Generated<boolean>; created_at: Generated<Date>;
}
export interface GroupTeamsTable {
  team_id: string; groups_activity_id: number; chief_user_id: number; person_num: number; joined_num: Generated<number>; paid_num: Generated<number>;
  status: Generated<string>; expires_at: Timestamp; created_at: Generated<Date>; finished_at: Timestamp | null;
}
export interface GroupTeamMembersTable { id: Generated<number>; team_id: string; user_id: number; order_id: string; is_chief: Generated<boolean>; paid: Generated<boolean>; joined_at: Generated<Date> }
export interface OrderRefundsTable {
  refund_bn: string; order_id: string; trade_id: string | null; pay_type: string; refund_fee: number; reason: string;
  refund_status: Generated<string>; gateway_message: Generated<string>; created_at: Generated<Date>; refunded_at: Timestamp | null;
}
export interface PickupLocationsTable {
  id: Generated<number>; distributor_id: number; name: string; province: Generated<string>; city: Generated<string>; area: Generated<string>;
  address: string; contract_phone: Generated<string>; hours_start: Generated<string>; hours_end: Generated<string>; days_ahead: Generated<number>; enabled: Generated<boolean>;
}
export interface ZitiInfo { pickup_location: number; name: string; province: string; city: string; area: string; address: string; contract_phone: string; pickup_date: string; pickup_time: string }
export interface OfflineVouchersTable {
  id: Generated<number>; order_id: string; user_id: number; bank_account_id: number; pay_fee: number; pay_sn: Generated<string>; transfer_remark: Generated<string>;
  voucher_pic: JSONColumnType<string[]>; check_status: Generated<number>; reject_reason: Generated<string>; created_at: Generated<Date>; checked_at: Timestamp | null;
}

// ── content (articles) ────────────────────────────────────────────────────
export interface ArticleCategoriesTable {
  category_id: Generated<number>; category_name: string; description: Generated<string>; section: string | null;
  layout: Generated<'list' | 'single' | 'faq'>; sort: Generated<number>; created_at: Generated<Date>; updated_at: Generated<Date>;
}
export interface ArticlesTable {
  article_id: Generated<number>; category_id: number; title: string; summary: Generated<string>; content: Generated<string>;
  image_url: Generated<string>; author: Generated<string>; sort: Generated<number>; release_status: Generated<boolean>;
  release_time: NullableTimestamp; seo: JSONColumnType<SeoData>; created_at: Generated<Date>; updated_at: Generated<Date>;
}

// ── console (operation log, shop settings) ───────────────────────────────
export interface OperationLogsTable {
  log_id: Generated<string>; operator_id: number; operator_name: string; method: string; path: string; action: string;
  entity: Generated<string>; entity_id: Generated<string>; before: unknown; after: unknown; ip: Generated<string>; created_at: Generated<Date>;
}
export interface ShopSettingsTable { key: string; value: ColumnType<unknown, string, string>; updated_at: Generated<Date> }

export interface OrderInvoicesTable {
  id: Generated<number>; order_id: string; user_id: number; title_type: 'individual' | 'unit'; title: string; registration_number: Generated<string>;
  content: Generated<string>; email: Generated<string>; mobile: Generated<string>; company_address: Generated<string>; company_phone: Generated<string>;
  bankname: Generated<string>; bankaccount: Generated<string>; amount: number; status: Generated<'pending' | 'issued' | 'cancelled'>;
  invoice_no: Generated<string>; issued_at: NullableTimestamp; resent_at: NullableTimestamp; created_at: Generated<Date>; updated_at: Generated<Date>;
}
export interface MemberInvoiceSettingsTable { user_id: number; email: Generated<string>; mobile: Generated<string> }
export interface OrderRateRepliesTable { id: Generated<number>; rate_id: number; user_id: number; content: string; created_at: Generated<Date> }
export interface MemberWechatTable { openid: string; user_id: number; unionid: Generated<string>; nickname: Generated<string>; avatar: Generated<string>; bound_at: Generated<Date> }
export interface WechatLoginSessionsTable { sess_id: string; openid: string; unionid: Generated<string>; nickname: Generated<string>; avatar: Generated<string>; expires_at: Date; used_at: Date | null }
export interface DB {
  member_wechat: MemberWechatTable; wechat_login_sessions: WechatLoginSessionsTable;
  order_invoices: OrderInvoicesTable; member_invoice_settings: MemberInvoiceSettingsTable; order_rate_replies: OrderRateRepliesTable;
  deposit_journal: DepositJournalTable;
  seckill_activities: SeckillActivitiesTable; seckill_tickets: SeckillTicketsTable; group_activities: GroupActivitiesTable; group_teams: GroupTeamsTable;
  group_team_members: GroupTeamMembersTable; order_refunds: OrderRefundsTable; pickup_locations: PickupLocationsTable; offline_vouchers: OfflineVouchersTable;
  article_categories: ArticleCategoriesTable; articles: ArticlesTable;
  operation_logs: OperationLogsTable; shop_settings: ShopSettingsTable;
  brands: BrandsTable;
  offline_bank_accounts: OfflineBankAccountsTable;
  members: MembersTable; operators: OperatorsTable; shops: ShopsTable;
  categories: CategoriesTable; specs: SpecsTable; spec_values: SpecValuesTable; goods: GoodsTable; items: ItemsTable; search_synonyms: SearchSynonymsTable;
  carts: CartsTable; page_templates: PageTemplatesTable; page_documents: PageDocumentsTable; page_versions: PageVersionsTable; media: MediaTable;
  document_heads: DocumentHeadsTable; document_presence: DocumentPresenceTable; scheduled_publishes: ScheduledPublishesTable;
  member_addresses: MemberAddressesTable; member_invoices: MemberInvoicesTable;
  coupon_templates: CouponTemplatesTable; user_coupons: UserCouponsTable; point_journal: PointJournalTable;
  orders: OrdersTable; order_items: OrderItemsTable; order_deliveries: OrderDeliveriesTable; order_rates: OrderRatesTable;
  trades: TradesTable; combinations: CombinationsTable; throttle_counters: ThrottleCountersTable;
  captcha_codes: CaptchaCodesTable; sms_codes: SmsCodesTable; sms_sends: SmsSendsTable;
  member_fav_items: MemberFavItemsTable; member_fav_shops: MemberFavShopsTable; member_browse_history: MemberBrowseHistoryTable;
  aftersales: AftersalesTable; aftersales_items: AftersalesItemsTable; aftersales_logs: AftersalesLogsTable;
  aftersales_refunds: AftersalesRefundsTable; member_uploads: MemberUploadsTable;
  vip_grades: VipGradesTable; member_vips: MemberVipsTable; vip_orders: VipOrdersTable;
  promotions: PromotionsTable; limited_sales: LimitedSalesTable; packages: PackagesTable; package_choices: PackageChoicesTable; cart_plus_buys: CartPlusBuysTable; order_activities: OrderActivitiesTable; pointsmall_goods: PointsmallGoodsTable;
}
