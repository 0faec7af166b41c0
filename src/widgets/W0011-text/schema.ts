import type { ValidationIssue, WidgetNode } from '../types';
import { ATTRS } from '../shared/attrs';

export interface W0011Props {
  text: string; fontSize: number; textAlign: 'left' | 'center' | 'right'; fontWeight: 'normal' | 'bold';
  fontStyle: 'normal' | 'italic'; textDecoration: 'none' | 'underline'; color: string; data: unknown;
}
export type W0011Value = W0011Props & WidgetNode;

export const defaults = {
  ...ATTRS,
  name: "文本",
  alias: "文本",
  text: "文本",
  type: "W0011",
  width: 52,
  fontSize: 14,
  foregroundColor: "#ffffff00",
  backgroundColor: "#ffffff00",
  data: {},
  heightDisabled: true,
} as unknown as W0011Value;

/** Designer auto-height: floor(fontSize / 0.6). */
export const textHeight = (fontSize: number) => Math.floor(fontSize / 0.6);

export function validate(_v: W0011Value): ValidationIssue[] {
  return [];
}
