/**
 * A stored combination → a new top-level W0006: its params merged over the registry defaults, the page
 * width, and the uuids given (panel first, then one per child). Pure; uuids are made by the caller.
 */
import { mergeDefaults } from '../../../src/widgets/registry';
import { FREE_PANEL_TYPE, PAGE_WIDTH, childrenOf, type WidgetNode } from '../doc/state';
import { newUuid } from '../doc/uuid';

export interface Combination { id: number; name: string; image: string; params: Record<string, unknown>; created_at?: string }

const HEX10 = /^[0-9a-f]{10}$/;

export function childCount(params: Record<string, unknown>): number {
  return Array.isArray(params.childWidgets) ? params.childWidgets.length : 0;
}

/** Fresh 10-hex uuids for the panel and every child. */
export function combinationUuids(params: Record<string, unknown>, make: () => string = newUuid): string[] {
  return Array.from({ length: 1 + childCount(params) }, make);
}

/** null when params are not a free panel or the uuids do not fit (count, format, duplicates). */
export function instantiate(params: Record<string, unknown>, uuids: string[]): WidgetNode | null {
  if (!params || params.type !== FREE_PANEL_TYPE) return null;
  if (uuids.length !== 1 + childCount(params) || !uuids.every((u) => HEX10.test(u)) || new Set(uuids).size !== uuids.length) return null;
  const [panelUuid, ...childUuids] = uuids;
  const merged = mergeDefaults({ ...structuredClone(params), uuid: panelUuid } as WidgetNode);
  const childWidgets = childrenOf(merged).map((c, i) => ({ ...c, uuid: childUuids[i], leaf: true }));
  // Deep copy: defaults merged in for missing keys must not be shared with the registry.
  return structuredClone({ ...merged, uuid: panelUuid, width: PAGE_WIDTH, childWidgets });
}
