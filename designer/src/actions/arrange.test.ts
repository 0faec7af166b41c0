import { describe, expect, it } from 'vitest';
import { createWidget } from '../doc/createWidget';
import { pageWithFreePanel, pageWithTwoWidgets } from '../doc/fixtures';
import { childrenOf, type DocState } from '../doc/state';
import { pickedChildren, pickedWidgets, selectionOf } from '../doc/selection';
import { record, createHistory, undo } from '../history/history';
import { act } from './index';
import { addChild } from './addChild';
import { toggleSelect } from './toggleSelect';
import { selectChildren } from './selectChildren';
import { selectWidget } from './selectWidget';
import { deleteMany } from './deleteMany';
import { moveChildren } from './moveChildren';
import { alignChildren, distributeChildren } from './alignChildren';
import { addChildren, addWidgets } from './addMany';
import { moveWidgets } from './moveWidgets';

const P = 'f000000001';
function panelWith3(): DocState {
  let s = pageWithFreePanel();
  [['k1', 10, 10], ['k2', 200, 100], ['k3', 400, 50]].forEach(([id, x, y]) => {
    s = addChild.apply(s, { panel: P, node: { ...createWidget('W0011', 'child', id as string), width: 100, height: 20 }, x: x as number, y: y as number });
  });
  return s;
}
const kid = (s: DocState, id: string) => childrenOf(s.widgets[1]).find((c) => c.uuid === id)!;

describe('multi-selection', () => {
  it('shift/ctrl-click adds and removes; a plain click ends it; the page settings are never picked', () => {
    let s = pageWithTwoWidgets();
    s = toggleSelect.apply(s, { uuid: 'c000000001' });
    s = toggleSelect.apply(s, { uuid: 't000000002' });
    expect(pickedWidgets(s)).toEqual(['c000000001', 't000000002']);
    s = toggleSelect.apply(s, { uuid: 't000000002' });
    expect(selectionOf(s)).toEqual([{ uuid: 'c000000001' }]);
    s = toggleSelect.apply(s, { uuid: 't000000002' });
    s = selectWidget.apply(s, { uuid: 't000000002' });
    expect(selectionOf(s)).toEqual([{ uuid: 't000000002' }]);
  });
  it('mixing a panel child with top-level widgets starts over', () => {
    let s = panelWith3();
    s = toggleSelect.apply(s, { uuid: P, child: 'k2' });
    expect(pickedChildren(s)).toEqual({ panel: P, children: ['k3', 'k2'] });
    s = toggleSelect.apply(s, { uuid: P });
    expect(selectionOf(s)).toEqual([{ uuid: P }]);
  });
  it('a marquee picks children; nothing picked selects the panel', () => {
    let s = selectChildren.apply(panelWith3(), { panel: P, children: ['k1', 'k3', 'nope'] });
    expect(pickedChildren(s)?.children).toEqual(['k1', 'k3']);
    s = selectChildren.apply(s, { panel: P, children: [] });
    expect(s.selected).toEqual({ uuid: P });
    expect(selectionOf(s)).toHaveLength(1);
  });
});

describe('group edits are one undo step each', () => {
  it('deletes a selection of widgets, and undo brings all back', () => {
    const start = pageWithTwoWidgets();
    const h = record(createHistory(start), act('deleteMany', { items: [{ uuid: 'c000000001' }, { uuid: 't000000002' }] }));
    expect(h.present.widgets.map((w) => w.type)).toEqual(['W0000']);
    expect(h.past).toHaveLength(1);
    expect(undo(h).present.widgets).toHaveLength(3);
  });
  it('refuses to delete the page settings', () => {
    expect(() => deleteMany.apply(pageWithTwoWidgets(), { items: [{ uuid: 'p000000000' }] })).toThrow('页面配置不能删除');
  });
  it('deletes picked children and selects their panel', () => {
    const s = deleteMany.apply(panelWith3(), { items: [{ uuid: P, child: 'k1' }, { uuid: P, child: 'k3' }] });
    expect(childrenOf(s.widgets[1]).map((c) => c.uuid)).toEqual(['k2']);
    expect(s.selected).toEqual({ uuid: P });
  });
  it('moves children together, the group kept inside the panel', () => {
    const s = moveChildren.apply(panelWith3(), { panel: P, children: ['k1', 'k2'], dx: -30, dy: 7 });
    // k1 is at x 10: the group moves only 10 to the left, keeping its shape
    expect([kid(s, 'k1').x, kid(s, 'k1').y, kid(s, 'k2').x, kid(s, 'k2').y]).toEqual([0, 17, 190, 107]);
    expect(kid(s, 'k3').x).toBe(400);
  });
  it('aligns and distributes with measured sizes', () => {
    const sizes = { k1: { w: 100, h: 20 }, k2: { w: 60, h: 20 }, k3: { w: 100, h: 40 } };
    const right = alignChildren.apply(panelWith3(), { panel: P, children: ['k1', 'k2', 'k3'], how: 'right', sizes });
    expect([kid(right, 'k1').x, kid(right, 'k2').x, kid(right, 'k3').x]).toEqual([400, 440, 400]);
    const dist = distributeChildren.apply(panelWith3(), { panel: P, children: ['k1', 'k2', 'k3'], axis: 'h', sizes });
    // span 10..500 = 490, widths 260 → gap 115: k2 at 10 + 100 + 115
    expect(kid(dist, 'k2').x).toBe(225);
  });
  it('pastes several widgets as one step and picks them', () => {
    const s = addWidgets.apply(pageWithTwoWidgets(), { nodes: [createWidget('W0011', 'top', 'n1'), createWidget('W0011', 'top', 'n2')], index: 1 });
    expect(s.widgets.map((w) => w.uuid).slice(0, 3)).toEqual(['p000000000', 'n1', 'n2']);
    expect(pickedWidgets(s)).toEqual(['n1', 'n2']);
    expect(() => addWidgets.apply(s, { nodes: [createWidget('W0011', 'top', 'n1')] })).toThrow('挂件标识重复');
    const c = addChildren.apply(panelWith3(), { panel: P, nodes: [{ ...createWidget('W0011', 'child', 'n3'), x: 20, y: 20 }, { ...createWidget('W0011', 'child', 'n4'), x: 210, y: 110 }] });
    expect(pickedChildren(c)?.children).toEqual(['n3', 'n4']);
  });
  it('moves picked top-level widgets together, in page order', () => {
    let s = pageWithTwoWidgets();
    s = addWidget(s, 'x1');
    s = moveWidgets.apply(s, { uuids: ['x1', 'c000000001'], before: 'p000000000' });
    expect(s.widgets.map((w) => w.uuid)).toEqual(['c000000001', 'x1', 'p000000000', 't000000002']);
  });
});

function addWidget(s: DocState, id: string): DocState {
  return { ...s, widgets: [...s.widgets, createWidget('W0011', 'top', id)] };
}
