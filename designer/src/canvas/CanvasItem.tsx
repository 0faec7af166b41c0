/**
 * One top-level widget on the canvas: the widget's own Render (design mode, via RenderWidget) inside a
 * selectable frame with a hover toolbar (drag handle, 上移, 下移, 删除). Palette items and dragged widgets
 * drop before or after it, depending on the pointer's half. A free panel gets its interactive layer.
 */
import { memo, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useDrag, useDrop } from 'react-dnd';
import { WidgetDrawing } from './HeaderHotWords';
import { getWidget } from '../../../src/widgets/registry';
import type { RenderContext } from '../../../src/widgets/types';
import { act } from '../actions';
import { indexBefore, indexStep } from '../actions/moveWidget';
import { newWidget } from '../store/samples';
import { FREE_PANEL_TYPE, indexOf, type DocState, type WidgetNode } from '../doc/state';
import { deleteWithConfirm } from '../panels/editors/PageWidgetsEditor';
import { $doc, dispatch, isMultiClick, select, toggleSelect } from '../store/designer';
import { pickedWidgets } from '../doc/selection';
import { T } from '../strings';
import { insertCombination } from '../store/combinations';
import { DND, type CombinationItem, type PaletteItem, type WidgetItem } from './dnd';
import { FreePanelLayer } from './FreePanelLayer';
import { ResizeHandle } from './ResizeHandle';
import { handlesOf } from './resize';
import { lastHeight, standInStyle, trackHeight, useWindowed } from './nearViewport';
import { useTellLook } from './dragLook';
import { Icon } from '../ui/icons';
import { duplicate } from '../store/clipboard';

type Side = 'before' | 'after';

/** Drop on a widget: palette widget or combination → add at that index; widget → move before/after it. */
export function dropOnWidget(doc: DocState, target: string, side: Side, kind: string | symbol | null, item: PaletteItem | WidgetItem | CombinationItem) {
  const i = indexOf(doc, target);
  const beforeUuid = side === 'before' ? target : doc.widgets[i + 1]?.uuid ?? null;
  if (kind === DND.COMBINATION) insertCombination((item as CombinationItem).id, side === 'before' ? i : i + 1);
  else if (kind === DND.PALETTE) dispatch(act('addWidget', { node: newWidget((item as PaletteItem).type, 'top'), index: side === 'before' ? i : i + 1 }));
  else {
    const uuid = (item as WidgetItem).uuid;
    const group = pickedWidgets(doc);
    // A picked widget dragged takes the rest of the selection with it.
    if (group.length > 1 && group.includes(uuid)) dispatch(act('moveWidgets', { uuids: group, before: beforeUuid }));
    else if (uuid !== target) dispatch(act('moveWidget', { uuid, to: indexBefore(doc, uuid, beforeUuid) }));
  }
}

export interface CanvasItemProps {
  node: WidgetNode; ctx: RenderContext; selected: boolean; selectedChild?: string;
  /** One of several picked widgets (a multi-selection), or the picked free-panel children inside it. */
  picked?: boolean; pickedChildren?: string;
  /** Whether 上移 / 下移 have somewhere to go (the canvas knows the order; the item re-renders only when these change). */
  canUp: boolean; canDown: boolean;
  /** Long page: the widget is drawn only while near the visible part of the canvas (or selected, or dragged). */
  windowed?: boolean;
  /** On a long page, whether the frame starts undrawn (below the first screenful). */
  lazy?: boolean;
}

/** What dragging shows on the frame: the widget being dragged, or where a drop over it would land. */
interface DragLook { dragging: boolean; over: boolean; side: Side }
const RESTING: DragLook = { dragging: false, over: false, side: 'before' };

/**
 * Memoised: an edit re-renders only the widgets it touched (the document keeps untouched nodes by
 * reference), so a 300-widget page stays fast. A widget not drawn (far from view on a long page) is a bare
 * focusable frame around a box of its size: its name tag, toolbar, content and drag-and-drop come with the
 * drawing (registering 300 drag sources and drop targets at once made opening a long page one long task),
 * and focusing or selecting it draws it.
 */
export const CanvasItem = memo(function CanvasItem({ node, ctx, selected, selectedChild, picked = false, pickedChildren, canUp, canDown, windowed = false, lazy = false }: CanvasItemProps) {
  const frame = useRef<HTMLDivElement>(null);
  const [look, setLook] = useState<DragLook>(RESTING);
  const drawn = useWindowed(frame, windowed, !lazy) || selected || look.dragging;
  const [pointed, setPointed] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  // The name tag and the toolbar exist only on the frame the operator is at (selected, pointed at, focused
  // inside, or dragged): a dozen frames near the view each carrying them made every frame's paint, layers
  // and hit testing larger.
  const chrome = drawn && (selected || pointed || focusInside || look.dragging);
  // A frame mounted or drawn under a pointer that is not moving gets no pointerenter: one mounted again by a
  // reload of the document, or drawn once the windowing reaches it, kept its toolbar hidden under a resting pointer.
  useEffect(() => { if (drawn && frame.current?.matches(':hover')) setPointed(true); }, [drawn]);
  // The node the frame was last drawn with: its measured height stands in for it only while that is still the node.
  const drawnNode = useRef<WidgetNode | null>(null);
  useEffect(() => { if (drawn) drawnNode.current = node; });
  useEffect(() => (drawn && windowed && frame.current ? trackHeight(frame.current) : undefined), [drawn, windowed]);

  // Bring a newly added or list-selected widget into view.
  useEffect(() => {
    const el = frame.current;
    const box = el?.closest('.dz-canvas-scroll');
    if (!selected || selectedChild || !el || !box) return;
    const r = el.getBoundingClientRect(), b = box.getBoundingClientRect();
    if (r.top < b.top) box.scrollBy({ top: r.top - b.top - 16, behavior: 'smooth' });
    else if (r.bottom > b.bottom) box.scrollBy({ top: Math.min(r.top - b.top - 16, r.bottom - b.bottom + 16), behavior: 'smooth' });
  }, [selected, selectedChild]);

  const name = String(node.name ?? getWidget(node.type)?.name ?? node.type);
  const cls = ['dz-frame', drawn ? '' : 'is-away', selected && !selectedChild ? 'is-selected' : '', picked ? 'is-picked' : '', look.dragging ? 'is-dragging' : '', look.over ? `drop-${look.side}` : ''].filter(Boolean).join(' ');

  return (
    <div ref={frame} className={cls} data-uuid={node.uuid} data-type={node.type}
      role="group" aria-label={`${name}挂件`} aria-current={selected && !selectedChild ? 'true' : undefined} tabIndex={0}
      onPointerEnter={() => setPointed(true)} onPointerLeave={() => setPointed(false)}
      onFocus={(e) => { setFocusInside(true); if (e.target === e.currentTarget && !selected) select(node.uuid); }}
      onBlur={(e) => { if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocusInside(false); }}
      // A shift/ctrl-click must not move focus (focusing selects the widget alone, ending the group).
      onMouseDown={(e) => { if (isMultiClick(e)) e.preventDefault(); }}
      onClick={(e) => { e.stopPropagation(); if (isMultiClick(e)) toggleSelect(node.uuid); else select(node.uuid); }}>
      {chrome ? <div className="dz-frame-tag" aria-hidden="true">{name}</div> : null}
      {drawn
        ? <DrawnFrame node={node} ctx={ctx} name={name} selected={selected} selectedChild={selectedChild} pickedChildren={pickedChildren} canUp={canUp} canDown={canDown} tools={chrome} frame={frame} onLook={setLook} />
        : <div className="dz-frame-pending" style={standInStyle(node, drawnNode.current === node ? lastHeight(frame.current) : undefined)} />}
    </div>
  );
});

interface DrawnFrameProps extends Omit<CanvasItemProps, 'lazy' | 'windowed'> {
  name: string;
  /** Whether the toolbar (drag handle, 上移, 下移, 复制, 删除) is shown: only on the frame the operator is at. */
  tools: boolean;
  /** The frame element (the item's own div): dragged, previewed and dropped on. */
  frame: RefObject<HTMLDivElement | null>;
  onLook(look: DragLook): void;
}

/** A drawn widget's toolbar, content, resize handles and free-panel layer, and the frame's drag and drop. */
function DrawnFrame({ node, ctx, name, selected, selectedChild, pickedChildren, canUp, canDown, tools, frame, onLook }: DrawnFrameProps) {
  const handle = useRef<HTMLButtonElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const [side, setSide] = useState<Side>('before');
  // The drop handler reads the side from a ref: the spec closure may be a render behind the last hover.
  const sideRef = useRef<Side>('before');
  const [panelBody, setPanelBody] = useState<HTMLElement | null>(null);

  const [{ dragging }, drag, preview] = useDrag<WidgetItem, unknown, { dragging: boolean }>({
    type: DND.WIDGET, item: { uuid: node.uuid }, collect: (m) => ({ dragging: m.isDragging() }),
  });
  const [{ over }, drop] = useDrop<PaletteItem | WidgetItem | CombinationItem, unknown, { over: boolean }>({
    accept: [DND.PALETTE, DND.WIDGET, DND.COMBINATION],
    hover: (_item, m) => {
      const rect = frame.current?.getBoundingClientRect();
      const y = m.getClientOffset()?.y;
      if (!rect || y === undefined) return;
      const next: Side = y < rect.top + rect.height / 2 ? 'before' : 'after';
      sideRef.current = next;
      setSide(next);
    },
    drop: (item, m) => {
      if (m.didDrop()) return;
      dropOnWidget($doc.get(), node.uuid, sideRef.current, m.getItemType(), item);
      return { handled: true };
    },
    collect: (m) => ({ over: m.isOver({ shallow: true }) }),
  });
  // After commit: on the render that draws the widget, the frame's ref is attached only after this child's layout effects.
  useEffect(() => { preview(drop(frame.current)); drag(handle.current); });
  useTellLook({ dragging, over, side }, RESTING, onLook);

  // The free panel's interactive layer lives inside the panel's own body box (position: relative).
  useLayoutEffect(() => {
    if (node.type !== FREE_PANEL_TYPE) return;
    const body = content.current?.querySelector<HTMLElement>(':scope > .w-widget > .w-inner > .w-body');
    if (body !== panelBody) setPanelBody(body ?? null);
  });

  const step = (dir: -1 | 1) => { const to = indexStep($doc.get(), node.uuid, dir); if (to !== null) dispatch(act('moveWidget', { uuid: node.uuid, to })); };

  return (
    <>
      {tools ? <div className="dz-frame-tools" role="toolbar" aria-label={`${name}操作`} onClick={(e) => e.stopPropagation()}>
        <button ref={handle} type="button" className="dz-tool dz-tool-drag" aria-label={T.canvas.dragHandle} title={T.canvas.dragHandle}><Icon name="drag" /></button>
        <button type="button" className="dz-tool" aria-label={T.canvas.up} title={T.canvas.up} disabled={!canUp} onClick={() => step(-1)}><Icon name="up" /></button>
        <button type="button" className="dz-tool" aria-label={T.canvas.down} title={T.canvas.down} disabled={!canDown} onClick={() => step(1)}><Icon name="down" /></button>
        <button type="button" className="dz-tool" aria-label="复制一份" title="复制一份（Ctrl+D）" onClick={() => { select(node.uuid); duplicate(); }}><Icon name="copy" /></button>
        <button type="button" className="dz-tool dz-tool-danger" aria-label={T.canvas.remove} title={T.canvas.remove} onClick={() => deleteWithConfirm(node.uuid)}><Icon name="trash" /></button>
      </div> : null}
      <div ref={content} className="dz-frame-content"><WidgetDrawing node={node} ctx={ctx} /></div>
      {selected && !selectedChild ? handlesOf(node, false).map((h) => <ResizeHandle key={h} node={node} target={{ uuid: node.uuid }} handle={h} />) : null}
      {panelBody ? createPortal(<FreePanelLayer panel={node} selectedChild={selected ? selectedChild : undefined} picked={pickedChildren} host={panelBody} />, panelBody) : null}
    </>
  );
}
