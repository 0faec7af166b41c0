/** A copy of a widget for paste/duplicate: deep, with fresh uuids (a free panel's children too) and no stored row id. */
import { childrenOf, type WidgetNode } from './state';
import { newUuid } from './uuid';

export function cloneWidget(node: WidgetNode, make: () => string = newUuid): WidgetNode {
  const copy = structuredClone(node) as WidgetNode;
  delete copy.id;
  copy.uuid = make();
  if (Array.isArray(copy.childWidgets)) copy.childWidgets = childrenOf(copy).map((c) => ({ ...c, uuid: make() }));
  return copy;
}
