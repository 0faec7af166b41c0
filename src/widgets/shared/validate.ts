/** Limit checks shared by widget schemas; messages are the spec's exact Chinese strings. */
import type { ValidationIssue } from '../types';
import { list } from './style';

export interface CountRule { min?: number; max?: number; minMessage?: string; maxMessage?: string }

export function checkCount(path: string, value: unknown, rule: CountRule): ValidationIssue[] {
  const n = list(value).length;
  if (rule.max !== undefined && n > rule.max) return [{ path, message: rule.maxMessage ?? `最多${rule.max}项` }];
  if (rule.min !== undefined && n < rule.min) return [{ path, message: rule.minMessage ?? `至少${rule.min}项` }];
  return [];
}

export function checkRange(path: string, value: unknown, min: number, max: number, message: string): ValidationIssue[] {
  if (value === undefined || value === null || value === '') return [];
  const n = Number(value);
  return Number.isFinite(n) && n >= min && n <= max ? [] : [{ path, message }];
}

export const NEED_GOODS = '请至少添加1个商品';

/** Tabbed goods widgets: at least one tab (unless allowEmpty) and at least one goods per tab. */
export function checkTabs(tabs: unknown, allowNoTabs = false): ValidationIssue[] {
  const all = list<{ data?: unknown }>(tabs);
  if (all.length === 0) return allowNoTabs ? [] : [{ path: 'data', message: NEED_GOODS }];
  return all.flatMap((t, i) => (list(t.data).length === 0 ? [{ path: `data[${i}].data`, message: NEED_GOODS }] : []));
}

const BOX_WIDTH = '宽度需在0到1190之间';
const BOX_PADDING = '内边距不能小于0';

/** Common box limits (designer.md §5): widths 0–1190, paddings ≥ 0. */
export function checkBox(v: Record<string, unknown>): ValidationIssue[] {
  const issues = checkRange('width', v.width, 0, 1190, BOX_WIDTH);
  for (const side of ['paddingTop', 'paddingRight', 'paddingBottom', 'paddingLeft']) {
    issues.push(...checkRange(side, v[side], 0, Number.MAX_SAFE_INTEGER, BOX_PADDING));
  }
  return issues;
}
