import { describe, it, expect } from 'vitest';
import { html, nodeOf } from '../test-utils';
import { childPosition } from './Render';

describe('W0006 自由面板', () => {
  it('places children absolutely from x/y; later children stack higher', () => {
    expect(childPosition({ x: 10, y: 20 }, 0)).toEqual({ position: 'absolute', left: 10, top: 20, zIndex: 1 });
    expect(childPosition({ x: '5', y: 0 }, 3)).toEqual({ position: 'absolute', left: 5, top: 0, zIndex: 4 });
    expect(childPosition({ x: 0, y: 0, z: 9 }, 0).zIndex).toBe(9);
  });
  it('renders children with merged defaults and an auto-width inner box', () => {
    const markup = html(nodeOf('W0006', { childWidgets: [{ type: 'W0011', uuid: 'c1', x: 30, y: 40, text: '花椒' }] }));
    expect(markup).toContain('left:30px;top:40px;z-index:1');
    expect(markup).toContain('花椒');
    expect(markup).toContain('width:auto');
    expect(markup).toContain('width:52px');
  });
  it('empty panel shows the drop hint in design mode only', () => {
    expect(html(nodeOf('W0006'), 'design')).toContain('拖拽组件到自由面板');
    expect(html(nodeOf('W0006'), 'render')).not.toContain('拖拽组件到自由面板');
  });
  it('island children keep their own wrapper inside the static panel', () => {
    const markup = html(nodeOf('W0006', { childWidgets: [{ type: 'W0008', uuid: 's', x: 0, y: 0 }] }));
    expect(markup).toContain('data-island="W0008"');
    expect(markup).not.toContain('data-island="W0006"');
  });
});
