import type { ValidationIssue, WidgetNode } from '../types';
import { ATTRS } from '../shared/attrs';
import { checkRange, scalarText } from '../shared/validate';

/** A free-panel child: any allowed widget plus its offset inside the panel body. */
export type FreePanelChild = WidgetNode & { x: number; y: number; leaf?: boolean };
export interface W0006Props { comptyle: 'header' | 'body' | 'footer'; childWidgets: FreePanelChild[]; grid: boolean; zindex: number; height: number | string }
export type W0006Value = W0006Props & WidgetNode;

export const defaults = {
  ...ATTRS,
  name: "自由面板",
  alias: "自由面板",
  text: "自由面板",
  type: "W0006",
  height: 400,
  comptyle: "body",
  childWidgets: [],
  grid: false,
  zindex: 1000,
} as unknown as W0006Value;

/** Own limits only; children are validated by the registry (it knows every type). */
export function validate(v: W0006Value): ValidationIssue[] {
  const issues = checkRange('zindex', v.zindex, 0, Number.MAX_SAFE_INTEGER, '视图层级不能小于0');
  if (v.comptyle !== undefined && !['header', 'body', 'footer'].includes(scalarText(v.comptyle))) {
    issues.push({ path: 'comptyle', message: '类型只能是头部、正文或尾部' });
  }
  return issues;
}
