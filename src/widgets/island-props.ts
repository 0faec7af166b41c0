/**
 * What a widget island's `data-props` carries. Every widget value holds the ~70 common attrs
 * (shared/attrs.ts), most at their defaults and many read only by the designer; every page repeats the
 * header's islands. The compiler sends only what differs from those defaults and the browser fills the
 * rest back in before hydrating, so Render sees exactly the value the server rendered with.
 */
import { ATTRS } from './shared/attrs';
import type { WidgetNode } from './types';

const DEFAULTS = new Map(Object.entries(ATTRS).map(([k, v]) => [k, JSON.stringify(v)]));

/** The value without the common attrs that are at their defaults. */
export function packIslandValue(value: WidgetNode): Partial<WidgetNode> {
  const packed: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    const d = DEFAULTS.get(k);
    if (d === undefined || JSON.stringify(v) !== d) packed[k] = v;
  }
  return packed as Partial<WidgetNode>;
}

/** `packIslandValue` undone. */
export const unpackIslandValue = (packed: Partial<WidgetNode>): WidgetNode => ({ ...ATTRS, ...packed }) as unknown as WidgetNode;
