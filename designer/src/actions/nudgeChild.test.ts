import { describe, expect, it } from 'vitest';
import type { DocState, WidgetNode } from '../doc/state';
import { nudgeChild } from './nudgeChild';

const child = { uuid: 'c', type: 'W0011', x: 20, y: 30, width: 50, height: 20 } as WidgetNode;
const doc: DocState = { widgets: [{ uuid: 'p', type: 'W0006', width: 1190, height: 400, childWidgets: [child] } as WidgetNode], selected: null };
const at = (s: DocState) => (s.widgets[0].childWidgets as WidgetNode[])[0];

describe('nudgeChild', () => {
  it('moves by single pixels without snapping', () => {
    expect(at(nudgeChild.apply(doc, { panel: 'p', child: 'c', dx: 1, dy: 0 }))).toMatchObject({ x: 21, y: 30 });
    expect(at(nudgeChild.apply(doc, { panel: 'p', child: 'c', dx: 0, dy: -10 }))).toMatchObject({ x: 20, y: 20 });
  });
  it('stays inside the panel and leaves the document alone at the edge', () => {
    expect(at(nudgeChild.apply(doc, { panel: 'p', child: 'c', dx: -100, dy: 0 }))).toMatchObject({ x: 0 });
    const edge = nudgeChild.apply(doc, { panel: 'p', child: 'c', dx: 0, dy: 1000 });
    expect(at(edge).y).toBe(380);
    expect(nudgeChild.apply(edge, { panel: 'p', child: 'c', dx: 0, dy: 1 })).toBe(edge);
  });
});
