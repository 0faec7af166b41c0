/**
 * The shared header and footer travel inside every page's widget list; saving a page must only write
 * them when this operator changed them. A snapshot taken at load/save is what "changed" compares to.
 */
import { splitByPlacement } from '../../../src/document/split';
import type { WidgetNode } from './state';

export type ChromeSlot = 'header' | 'footer';
export type ChromeSnapshot = Record<ChromeSlot, string>;

export function chromeSnapshot(widgets: WidgetNode[]): ChromeSnapshot {
  const parts = splitByPlacement(widgets);
  return { header: JSON.stringify(parts.header), footer: JSON.stringify(parts.footer) };
}

export function changedChrome(base: ChromeSnapshot | null, widgets: WidgetNode[]): ChromeSlot[] {
  const now = chromeSnapshot(widgets);
  return (['header', 'footer'] as const).filter((s) => !base || base[s] !== now[s]);
}
