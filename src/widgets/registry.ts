/**
 * The widget table of contents: one line per widget. Adding a widget = a folder + one line here
 * (+ one line in hydrate.ts when it is an island).
 */
import type { ValidationIssue, WidgetDefinition, WidgetNode, WidgetType } from './types';
import { checkBox, checkValues } from './shared/validate';
import { W0000 } from './W0000-page';                  // 页面配置
import { W0001 } from './W0001-carousel';              // 轮播
import { W0002 } from './W0002-goods-block';           // 商品
import { W0003 } from './W0003-hotzone';               // 热区图
import { W0004 } from './W0004-logo-wall';             // Logo墙
import { W0005 } from './W0005-goods-showcase';        // 商品橱窗
import { W0006 } from './W0006-free-panel';            // 自由面板
import { W0007 } from './W0007-nav-menu';              // 导航菜单 (分类)
import { W0008 } from './W0008-search';                // 搜索
import { W0010 } from './W0010-mini-cart';             // 购物车
import { W0011 } from './W0011-text';                  // 文本
import { W0012 } from './W0012-window-card';           // 橱窗卡
import { W0013 } from './W0013-scroll-nav';            // 导航菜单 (滚动)
import { W0014 } from './W0014-main-image-showcase';   // 主图橱窗
import { W0015 } from './W0015-premium-showcase';      // 精品橱窗
import { W0016 } from './W0016-marketing-showcase';    // 营销橱窗
import { W0017 } from './W0017-special-showcase';      // 特殊橱窗
import { W0018 } from './W0018-hot-carousel';          // 热卖橱窗
import { W0019 } from './W0019-nearby-shops';          // 附近商家
import { W0020 } from './W0020-recommended-shops';     // 为你推荐
import { W0021 } from './W0021-coupons';               // 优惠券
import { W0022 } from './W0022-main-category-nav';     // 主类目导航

// Each definition is typed by its own props; the table holds them as the generic contract.
const all = [W0000, W0001, W0002, W0003, W0004, W0005, W0006, W0007, W0008, W0010, W0011,
  W0012, W0013, W0014, W0015, W0016, W0017, W0018, W0019, W0020, W0021, W0022] as unknown as WidgetDefinition[];

export const widgets: Record<WidgetType, WidgetDefinition> = Object.fromEntries(all.map((w) => [w.type, w])) as Record<WidgetType, WidgetDefinition>;

export const UNKNOWN_TYPE = '未知的挂件类型';
export const NOT_IN_FREE_PANEL = '不可放入自由面板';

/** Types that may be dropped into a W0006 free panel. */
export const FREE_PANEL_ALLOWED: readonly WidgetType[] = all.filter((w) => w.allowedInFreePanel).map((w) => w.type);

export function getWidget(type: unknown): WidgetDefinition | undefined {
  return typeof type === 'string' && Object.hasOwn(widgets, type) ? widgets[type as WidgetType] : undefined;
}

export function isWidgetType(type: unknown): type is WidgetType {
  return getWidget(type) !== undefined;
}

/**
 * Message for dropping `type` into a free panel: null when accepted, and also null for an empty drop or a
 * free panel (those are ignored silently, as in the original designer).
 */
export function freePanelDropError(type: string | null | undefined): string | null {
  if (!type || type === 'W0006') return null;
  return (FREE_PANEL_ALLOWED as readonly string[]).includes(type) ? null : NOT_IN_FREE_PANEL;
}

/** Stored widget over its type's defaults (shallow); W0006 children merged too and marked `leaf`. */
export function mergeDefaults<T extends WidgetNode>(node: T): T {
  const def = getWidget(node?.type);
  if (!def) return { ...node };
  const merged = { ...def.defaults, ...node } as T;
  if (node.type === 'W0006') {
    const kids = Array.isArray(node.childWidgets) ? (node.childWidgets as WidgetNode[]) : [];
    (merged as WidgetNode).childWidgets = kids.map((c) => ({ ...mergeDefaults(c), leaf: true }));
  }
  return merged;
}

/** All limit violations of a stored widget (merged over defaults), W0006 children included with prefixed paths. */
export function validateWidget(node: WidgetNode, nested = false): ValidationIssue[] {
  const def = getWidget(node?.type);
  if (!def) return [{ path: 'type', message: `${UNKNOWN_TYPE}：${String(node?.type ?? '')}` }];
  const value = mergeDefaults(node);
  // Stored values at any depth (children included, so only at the top): colours, sizes, URLs, ids, clean text.
  const issues = [...(nested ? [] : checkValues(node)), ...checkBox(value), ...def.validate(value)];
  if (node.type === 'W0006') {
    (value.childWidgets as WidgetNode[]).forEach((child, i) => {
      const at = `childWidgets[${i}]`;
      if (isWidgetType(child?.type) && !getWidget(child.type)!.allowedInFreePanel) issues.push({ path: at, message: NOT_IN_FREE_PANEL });
      issues.push(...validateWidget(child, true).map((x) => ({ path: `${at}.${x.path}`, message: x.message })));
    });
  }
  return issues;
}
