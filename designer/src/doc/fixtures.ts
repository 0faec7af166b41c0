/** Named test documents for the action and history tests. */
import { createWidget } from './createWidget';
import type { DocState } from './state';

/** Page settings + a carousel + a text widget, page selected. */
export function pageWithTwoWidgets(): DocState {
  const page = createWidget('W0000', 'top', 'p000000000');
  const carousel = createWidget('W0001', 'top', 'c000000001');
  const text = createWidget('W0011', 'top', 't000000002');
  return { widgets: [page, carousel, text], selected: { uuid: page.uuid } };
}

/** Page settings + an empty free panel (selected). */
export function pageWithFreePanel(): DocState {
  const page = createWidget('W0000', 'top', 'p000000000');
  const panel = createWidget('W0006', 'top', 'f000000001');
  return { widgets: [page, panel], selected: { uuid: panel.uuid } };
}
