import { describe, expect, it } from 'vitest';
import { getWidget } from '../../../src/widgets/registry';
import { createWidget } from './createWidget';
import { newUuid } from './uuid';

describe('createWidget', () => {
  it('gives a 10-hex uuid', () => {
    expect(newUuid()).toMatch(/^[0-9a-f]{10}$/);
    expect(createWidget('W0001').uuid).toMatch(/^[0-9a-f]{10}$/);
    expect(newUuid()).not.toBe(newUuid());
  });

  it('forces width 1190 at top level without touching the shared defaults', () => {
    const before = getWidget('W0005')!.defaults.width;
    const w = createWidget('W0005', 'top');
    expect(w.width).toBe(1190);
    expect(getWidget('W0005')!.defaults.width).toBe(before);
  });

  it('a widget drawn at a size of its own keeps it at top level (not stretched to 1190)', () => {
    expect(['W0010', 'W0011', 'W0012', 'W0016', 'W0017', 'W0018'].map((t) => createWidget(t, 'top').width)).toEqual([110, 52, 390, 384, 882, 307]);
    expect(['W0001', 'W0002', 'W0019', 'W0022'].map((t) => createWidget(t, 'top').width)).toEqual([1190, 1190, 1190, 1190]);
  });

  it('does not share data with the defaults', () => {
    const before = getWidget('W0012')!.defaults.width;
    const w = createWidget('W0012', 'top');
    expect(getWidget('W0012')!.defaults.width).toBe(before);
    (w.data as unknown[]).push('x');
    expect(getWidget('W0012')!.defaults.data).not.toBe(w.data);
  });

  it('keeps the pristine size for free-panel children and marks them leaf', () => {
    const w = createWidget('W0012', 'child');
    expect(w.width).toBe(390);
    expect(w.height).toBe(450);
    expect(w.leaf).toBe(true);
  });

  it('sizes a new text widget from its font', () => {
    expect(createWidget('W0011').height).toBe(Math.floor(14 / 0.6));
  });

  it('refuses unknown types', () => {
    expect(() => createWidget('W9999')).toThrow(/未知的挂件类型/);
  });
});
