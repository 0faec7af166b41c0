import { describe, expect, it } from 'vitest';
import { cloneWidget } from './clone';
import type { WidgetNode } from './state';

describe('cloneWidget', () => {
  it('gives the copy and its children new uuids and shares nothing', () => {
    let n = 0;
    const make = () => String(++n).padStart(10, '0');
    const panel = { uuid: 'aaaaaaaaaa', id: 7, type: 'W0006', childWidgets: [{ uuid: 'bbbbbbbbbb', type: 'W0011', data: { a: 1 } }] } as unknown as WidgetNode;
    const copy = cloneWidget(panel, make);
    expect(copy.uuid).toBe('0000000001');
    expect((copy.childWidgets as WidgetNode[])[0].uuid).toBe('0000000002');
    expect(copy.id).toBeUndefined();
    ((copy.childWidgets as WidgetNode[])[0].data as { a: number }).a = 2;
    expect(((panel.childWidgets as WidgetNode[])[0].data as { a: number }).a).toBe(1);
  });
});
