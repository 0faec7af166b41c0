/** Table of contents of the schema history. Append new steps; never edit an applied one. */
import type { Migration } from 'kysely';
import * as core from './0001_core';
import * as address from './0002_address';
import * as invoice from './0003_invoice';
import * as coupon from './0004_coupon';
import * as points from './0005_points';
import * as order from './0006_order';
import * as payment from './0007_payment';
import * as combination from './0008_combination';
import * as sessionsThrottle from './0010_sessions_throttle';
import * as oneOpenTrade from './0011_one_open_trade';
import * as catalogNotify from './0040_catalog_notify';
import * as accounts from './0050_accounts';
import * as pointsEarning from './0030_points_earning';
import * as aftersales from './0060_aftersales';
import * as vip from './0061_vip';
import * as pageVersions from './0070_page_versions';
import * as documentHeads from './0250_document_heads';
import * as goodsStockSort from './0260_goods_stock_sort';
import * as goodsListPrice from './0370_goods_list_price';
import * as listIndexesListed from './0371_list_indexes_listed';
import * as stockChangesNotifyApart from './0372_stock_changes_notify_apart';
import * as goodsListCounts from './0390_goods_list_counts';
import * as listIndexesIncludeCategory from './0391_list_indexes_include_category';
import * as brands from './0090_brands';
import * as offlineBankAccounts from './0091_offline_bank_accounts';
import * as goodsVideo from './0100_goods_video';
import * as promotions from './0110_promotions';
import * as activities from './0120_activities';
import * as shopKinds from './0140_shop_kinds';
import * as staff from './0141_staff';
import * as merchants from './0142_merchants';
import * as chiefs from './0143_chiefs';
import * as articles from './0130_articles';
import * as console_ from './0150_console';
import * as orderPointGain from './0170_order_point_gain';
import * as goodsSearch from './0210_goods_search';
import * as listIndexes from './0220_list_indexes';
import * as goodsWasOnShelf from './0230_goods_was_on_shelf';
import * as deposit from './0240_deposit';
import * as invoicesRepliesClosing from './0241_invoices_replies_closing';
import * as wechatLogin from './0242_wechat_login';

export const migrations: Record<string, Migration> = {
  '0001_core': core,
  '0002_address': address,
  '0003_invoice': invoice,
  '0004_coupon': coupon,
  '0005_points': points,
  '0006_order': order,
  '0007_payment': payment,
  '0008_combination': combination,
  '0010_sessions_throttle': sessionsThrottle,
  '0011_one_open_trade': oneOpenTrade,
  '0030_points_earning': pointsEarning,
  '0040_catalog_notify': catalogNotify,
  '0050_accounts': accounts,
  '0060_aftersales': aftersales,
  '0061_vip': vip,
  '0070_page_versions': pageVersions,
  '0090_brands': brands,
  '0091_offline_bank_accounts': offlineBankAccounts,
  '0100_goods_video': goodsVideo,
  '0110_promotions': promotions,
  '0120_activities': activities,
  '0140_shop_kinds': shopKinds,
  '0141_staff': staff,
  '0142_merchants': merchants,
  '0143_chiefs': chiefs,
  '0130_articles': articles,
  '0150_console': console_,
  '0170_order_point_gain': orderPointGain,
  '0210_goods_search': goodsSearch,
  '0220_list_indexes': listIndexes,
  '0230_goods_was_on_shelf': goodsWasOnShelf,
  '0240_deposit': deposit,
  '0241_invoices_replies_closing': invoicesRepliesClosing,
  '0242_wechat_login': wechatLogin,
  '0250_document_heads': documentHeads,
  '0260_goods_stock_sort': goodsStockSort,
  '0370_goods_list_price': goodsListPrice,
  '0371_list_indexes_listed': listIndexesListed,
  '0372_stock_changes_notify_apart': stockChangesNotifyApart,
  '0390_goods_list_counts': goodsListCounts,
  '0391_list_indexes_include_category': listIndexesIncludeCategory,
};
