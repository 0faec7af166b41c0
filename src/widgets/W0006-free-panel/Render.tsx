/**
 * 自由面板: children placed absolutely at their x/y (px from the body's top-left); later children stack above
 * earlier ones unless a child carries its own `z`. Children render with `inFreePanel` (inner box width auto).
 */
import type { RenderContext, WidgetNode, WidgetRenderProps } from '../types';
import { list, num, paintedColor } from '../shared/style';
import type { FreePanelChild, W0006Props } from './schema';

export const EMPTY_HINT = '拖拽组件到自由面板';

/** Absolute position of child i. */
export function childPosition(child: { x?: unknown; y?: unknown; z?: unknown }, i: number) {
  return { position: 'absolute' as const, left: num(child.x), top: num(child.y), zIndex: num(child.z) > 0 ? num(child.z) : i + 1 };
}

export default function Render({ value, ctx, renderChild: Child }: WidgetRenderProps<W0006Props>) {
  const children = list<FreePanelChild>(value.childWidgets);
  const childCtx: RenderContext = { ...ctx, inFreePanel: true, surface: paintedColor(value.foregroundColor, value.backgroundColor) ?? ctx.surface };
  return (
    <div className="w-free-panel">
      {children.length === 0 && ctx.mode === 'design' ? (
        <div className="w-free-panel-empty">{EMPTY_HINT}<br />{`${num(value.width, 1190)}px * ${num(value.height, 400)}px`}</div>
      ) : null}
      {children.map((c, i) => (
        <div key={c.uuid || i} className="w-free-child" data-uuid={c.uuid} style={childPosition(c, i)}>
          {Child ? <Child node={c as WidgetNode} ctx={childCtx} /> : null}
        </div>
      ))}
    </div>
  );
}
