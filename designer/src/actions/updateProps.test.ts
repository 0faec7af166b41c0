import { describe, expect, it } from 'vitest';
import { createWidget } from '../doc/createWidget';
import { pageWithFreePanel, pageWithTwoWidgets } from '../doc/fixtures';
import { findSelected } from '../doc/state';
import { addChild } from './addChild';
import { updateProps } from './updateProps';

describe('updateProps', () => {
  it('merges props into a top-level widget without mutating the old state', () => {
    const s = pageWithTwoWidgets();
    const next = updateProps.apply(s, { target: { uuid: 'c000000001' }, props: { autoplay: false, autoplaySpeed: 3000 } });
    expect(next.widgets[1]).toMatchObject({ autoplay: false, autoplaySpeed: 3000 });
    expect(s.widgets[1].autoplay).toBe(true);
  });

  it('keeps the text widget height at floor(fontSize / 0.6)', () => {
    const next = updateProps.apply(pageWithTwoWidgets(), { target: { uuid: 't000000002' }, props: { fontSize: 36 } });
    expect(next.widgets[2]).toMatchObject({ fontSize: 36, height: 60 });
  });

  it('sets the search height from its hot keywords', () => {
    const s = { ...pageWithTwoWidgets() };
    s.widgets = [...s.widgets, createWidget('W0008', 'top', 's000000003')];
    const next = updateProps.apply(s, { target: { uuid: 's000000003' }, props: { data: [{ title: '花椒' }] } });
    expect(next.widgets[3].height).toBe(66);
  });

  it('edits a free-panel child', () => {
    const s = addChild.apply(pageWithFreePanel(), { panel: 'f000000001', node: createWidget('W0011', 'child', 'k000000001'), x: 0, y: 0 });
    const target = { uuid: 'f000000001', child: 'k000000001' };
    const next = updateProps.apply(s, { target, props: { text: '花椒粉' } });
    expect(findSelected(next, target)?.text).toBe('花椒粉');
  });

  it('ignores uuid/type and returns the same state when nothing changes', () => {
    const s = pageWithTwoWidgets();
    expect(updateProps.apply(s, { target: { uuid: 'c000000001' }, props: { uuid: 'x', type: 'W0002' } })).toBe(s);
    expect(updateProps.apply(s, { target: { uuid: 'c000000001' }, props: { autoplay: true } })).toBe(s);
    expect(updateProps.apply(s, { target: { uuid: 'missing' }, props: { a: 1 } })).toBe(s);
  });

  it('merges typing in one field under one key', () => {
    const key = updateProps.mergeKey!({ target: { uuid: 'a' }, props: { text: 'x' } });
    expect(updateProps.mergeKey!({ target: { uuid: 'a' }, props: { text: 'xy' } })).toBe(key);
    expect(updateProps.mergeKey!({ target: { uuid: 'a' }, props: { color: 'red' } })).not.toBe(key);
  });
});
