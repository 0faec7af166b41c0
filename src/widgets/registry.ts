/** The widget registry, derived from the one list in all.ts (see there for how to add a widget). */
import type { ValidationIssue, WidgetDefinition, WidgetNode, WidgetType } from './types';
import { checkBox, checkValues, scalarText } from './shared/validate';
import * as list from './all';

// Each definition is typed by its own props; the table holds them as the generic contract, in type order
// (types are ASCII codes: a plain comparison, not localeCompare, whose first call loads the locale's
// collation tables — ~30 ms of the designer's start under zh-CN).
const all = (Object.values(list) as unknown as WidgetDefinition[]).sort((a, b) => (a.type < b.type ? -1 : a.type > b.type ? 1 : 0));

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
  if (!def) return [{ path: 'type', message: `${UNKNOWN_TYPE}：${scalarText(node?.type)}` }];
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
