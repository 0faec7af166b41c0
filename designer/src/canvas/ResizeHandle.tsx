/** A drag handle on a widget's edge or corner: pointer drag → one updateProps at the end (one undo step). */
import { useRef, useState, type PointerEvent } from 'react';
import { act } from '../actions';
import type { Selection, WidgetNode } from '../doc/state';
import { dispatch } from '../store/designer';
import { $zoom } from '../store/ui';
import { resized, type Handle } from './resize';

const LABEL: Record<Handle, string> = { right: '拖动调整宽度', bottom: '拖动调整高度', corner: '拖动调整大小' };

export function ResizeHandle({ node, target, handle, maxWidth }: { node: WidgetNode; target: Selection; handle: Handle; maxWidth?: number }) {
  const start = useRef<{ x: number; y: number } | null>(null);
  const [live, setLive] = useState<{ width?: number; height?: number } | null>(null);
  const size = (e: PointerEvent) => {
    const z = $zoom.get();
    return resized(node, handle, (e.clientX - start.current!.x) / z, (e.clientY - start.current!.y) / z, maxWidth);
  };
  return (
    <span className={`dz-resize dz-resize-${handle}`} title={LABEL[handle]} aria-hidden="true"
      onClick={(e) => e.stopPropagation()}
      onPointerDown={(e) => { e.stopPropagation(); e.preventDefault(); (e.target as Element).setPointerCapture(e.pointerId); start.current = { x: e.clientX, y: e.clientY }; }}
      onPointerMove={(e) => { if (start.current) setLive(size(e)); }}
      onPointerUp={(e) => {
        if (!start.current) return;
        const next = size(e);
        start.current = null;
        setLive(null);
        if (Object.keys(next).length) dispatch(act('updateProps', { target, props: next }));
      }}>
      {live ? <span className="dz-resize-size">{live.width ?? node.width as number} × {live.height ?? node.height as number}</span> : null}
    </span>
  );
}
