/** 主类目导航: the same keys, defaults and limits as W0007 (widgets.md §6), only the name and type differ. */
import type { ValidationIssue, WidgetNode } from '../types';
import { defaults as navDefaults, validate as validateNav, type W0007Props } from '../W0007-nav-menu/schema';

export type W0022Props = W0007Props;
export type W0022Value = W0022Props & WidgetNode;

export const defaults = {
  ...navDefaults,
  name: '主类目导航',
  alias: '主类目导航',
  text: '主类目导航',
  type: 'W0022',
} as unknown as W0022Value;

export function validate(v: W0022Value): ValidationIssue[] {
  return validateNav(v as never);
}
