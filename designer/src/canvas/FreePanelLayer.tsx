/**
 * The free panel's interactive layer, laid over the panel body that the W0006 Render draws (children
 * included). Drops from the palette add a child at the pointer (allowed types only, else 不可放入自由面板);
 * children are framed at their x/y, selectable (shift/ctrl-click adds to the selection, a marquee dragged on
 * the empty panel picks what it touches), draggable — the picked children move together, snapping to the
 * edges and centres of the others and of the panel (guides drawn while dragging), else to the 10 px grid —
 * and deletable.
 */
import { useEffect, useLayoutEffect, useRef, useState, type MouseEvent as ReactMouseEvent } from 'react';
import { useDrag, useDragDropManager, useDrop } from 'react-dnd';
import { freePanelDropError, getWidget } from '../../../src/widgets/registry';
import { childPosition } from '../../../src/widgets/W0006-free-panel/Render';
import { act } from '../actions';
import { newWidget } from '../store/samples';
import { FREE_PANEL_TYPE, PAGE_WIDTH, childrenOf, px, type WidgetNode } from '../doc/state';
import { childBox, snapToGuides, type Size, type Snapped } from '../doc/arrange';
import { pickedChildren as pickedOf } from '../doc/selection';
import { $doc, dispatch, isMultiClick, select, toggleSelect } from '../store/designer';
import { confirmDialog, toast } from '../store/ui';
import { T } from '../strings';
import { DND, type ChildItem, type PaletteItem } from './dnd';
import { ResizeHandle } from './ResizeHandle';
import { handlesOf } from './resize';
import { Icon } from '../ui/icons';
import { $zoom } from '../store/ui';

/** The drawn size of each picked child of `panel`, as the canvas frames them (for align and distribute). */
export function measureChildren(panel: string, ids: string[]): Record<string, Size> {
  const out: Record<string, Size> = {};
  for (const id of ids) {
    const el = document.querySelector<HTMLElement>(`.dz-free-layer[data-panel="${panel}"] > .dz-child[data-child="${id}"]`);
    if (el) out[id] = { w: el.offsetWidth, h: el.offsetHeight };
  }
  return out;
}

function ChildFrame({ panel, child, index, size, selected, picked }: { panel: string; child: WidgetNode; index: number; size?: Size; selected: boolean; picked: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const [{ dragging }, drag] = useDrag<ChildItem, unknown, { dragging: boolean }>({
    type: DND.CHILD, item: { panel, child: child.uuid, x: px(child.x), y: px(child.y) }, collect: (m) => ({ dragging: m.isDragging() }),
  });
  drag(ref);
  const name = String(child.name ?? getWidget(child.type)?.name ?? child.type);
  const remove = async () => {
    if (!(await confirmDialog(T.deleteWidget))) return;
    if (dispatch(act('deleteChild', { panel, child: child.uuid }))) toast(T.deleted, 'success');
  };
  const pos = childPosition(child as { x?: unknown; y?: unknown; z?: unknown }, index);
  const w = size?.w ?? px(child.width) + px(child.paddingLeft) + px(child.paddingRight);
  const h = size?.h ?? px(child.height) + px(child.paddingTop) + px(child.paddingBottom);
  return (
    <div ref={ref} className={`dz-child${selected ? ' is-selected' : ''}${picked ? ' is-picked' : ''}${dragging ? ' is-dragging' : ''}`} data-child={child.uuid}
      role="group" aria-label={`${name}（自由面板内）`} aria-selected={picked || selected} tabIndex={0}
      onFocus={(e) => { if (e.target === e.currentTarget && !selected && !picked) select(panel, child.uuid); }}
      onMouseDown={(e) => { if (isMultiClick(e)) e.preventDefault(); }}
      style={{ ...pos, zIndex: undefined, width: Math.max(w, 10), height: Math.max(h, 10) }}
      onClick={(e) => { e.stopPropagation(); if (isMultiClick(e)) toggleSelect(panel, child.uuid); else select(panel, child.uuid); }}>
      <span className="dz-child-tag" aria-hidden="true">{name} · {px(child.x)},{px(child.y)}</span>
      <button type="button" className="dz-child-del" aria-label={`删除${name}`} title={T.canvas.remove}
        onClick={(e) => { e.stopPropagation(); remove(); }}><Icon name="trash" size={12} /></button>
      {selected ? handlesOf(child, true).map((h) => <ResizeHandle key={h} node={child} target={{ uuid: panel, child: child.uuid }} handle={h} />) : null}
    </div>
  );
}

interface Rect { x: number; y: number; w: number; h: number }

/** The marquee: pressed on the panel's empty area and dragged, it picks the children it touches. */
function useMarquee(panel: string, layer: React.RefObject<HTMLDivElement | null>) {
  const [rect, setRect] = useState<Rect | null>(null);
  // The click that ends a marquee must not then select the panel alone.
  const justDrew = useRef(false);
  const onMouseDown = (e: ReactMouseEvent) => {
    justDrew.current = false;
    if (e.button !== 0 || e.target !== layer.current) return;
    const box = layer.current.getBoundingClientRect();
    const z = $zoom.get();
    const at = (ev: MouseEvent) => ({ x: (ev.clientX - box.left) / z, y: (ev.clientY - box.top) / z });
    const start = at(e.nativeEvent);
    let last: Rect | null = null;
    const move = (ev: MouseEvent) => {
      const p = at(ev);
      last = { x: Math.min(start.x, p.x), y: Math.min(start.y, p.y), w: Math.abs(p.x - start.x), h: Math.abs(p.y - start.y) };
      if (last.w + last.h > 4) setRect(last);
    };
    const up = () => {
      window.removeEventListener('mousemove', move);
      window.removeEventListener('mouseup', up);
      setRect(null);
      const r = last;
      if (!r || r.w + r.h <= 4) return;
      justDrew.current = true;
      const hits = [...layer.current!.querySelectorAll<HTMLElement>(':scope > .dz-child')].filter((el) => {
        const x = el.offsetLeft, y = el.offsetTop;
        return x < r.x + r.w && x + el.offsetWidth > r.x && y < r.y + r.h && y + el.offsetHeight > r.y;
      }).map((el) => el.dataset.child!);
      dispatch(act('selectChildren', { panel, children: hits }));
    };
    window.addEventListener('mousemove', move);
    window.addEventListener('mouseup', up);
    e.preventDefault();
  };
  const onClickCapture = (e: ReactMouseEvent) => {
    if (justDrew.current) { justDrew.current = false; e.stopPropagation(); }
  };
  return { rect, onMouseDown, onClickCapture };
}

export function FreePanelLayer({ panel, selectedChild, picked, host }: { panel: WidgetNode; selectedChild?: string; picked?: string; host: HTMLElement }) {
  const layer = useRef<HTMLDivElement>(null);
  const [sizes, setSizes] = useState<Record<string, Size>>({});
  const [guides, setGuides] = useState<Snapped['guides'] | null>(null);
  const kids = childrenOf(panel);
  const pickedSet = new Set(picked ? picked.split(' ') : []);
  const marquee = useMarquee(panel.uuid, layer);

  // Frame each child at the size its Render actually takes.
  useLayoutEffect(() => {
    const next: Record<string, Size> = {};
    host.querySelectorAll<HTMLElement>(':scope > .w-free-panel > .w-free-child').forEach((el) => {
      if (el.dataset.uuid) next[el.dataset.uuid] = { w: el.offsetWidth, h: el.offsetHeight };
    });
    if (JSON.stringify(next) !== JSON.stringify(sizes)) setSizes(next);
  });

  /** Where the dragged child would land, and which children move with it (the selection, if it is picked). */
  const landing = (it: ChildItem, diff: { x: number; y: number } | null): { snapped: Snapped; moving: string[] } | null => {
    if (!diff) return null;
    const z = $zoom.get();
    const group = pickedOf($doc.get());
    const moving = group && group.panel === panel.uuid && group.children.includes(it.child) ? group.children : [it.child];
    const all = childrenOf(panel);
    const dragged = all.find((c) => c.uuid === it.child);
    if (!dragged) return null;
    const box = { ...childBox(dragged, sizes[it.child]), x: it.x + diff.x / z, y: it.y + diff.y / z };
    const others = all.filter((c) => !moving.includes(c.uuid)).map((c) => childBox(c, sizes[c.uuid]));
    return { snapped: snapToGuides(box, others, { w: px(panel.width, PAGE_WIDTH), h: px(panel.height, 400) }), moving };
  };

  const [{ over, refused }, drop] = useDrop<PaletteItem | ChildItem, unknown, { over: boolean; refused: boolean }>({
    accept: [DND.PALETTE, DND.CHILD],
    // A free panel dropped on a free panel goes to the page instead (the widget frame handles it).
    canDrop: (item, m) => (m.getItemType() === DND.PALETTE ? (item as PaletteItem).type !== FREE_PANEL_TYPE : (item as ChildItem).panel === panel.uuid),
    drop: (item, m) => {
      setGuides(null);
      if (m.getItemType() === DND.CHILD) {
        const it = item as ChildItem;
        const land = landing(it, m.getDifferenceFromInitialOffset());
        if (land) dispatch(act('moveChildren', { panel: panel.uuid, children: land.moving, dx: land.snapped.x - it.x, dy: land.snapped.y - it.y }));
        return { handled: true };
      }
      const type = (item as PaletteItem).type;
      const refusal = freePanelDropError(type);
      if (refusal) { toast(refusal, 'error'); return { handled: true }; }
      const rect = layer.current?.getBoundingClientRect();
      const at = m.getClientOffset();
      const z = $zoom.get();
      if (rect && at) dispatch(act('addChild', { panel: panel.uuid, node: newWidget(type, 'child'), x: (at.x - rect.left) / z, y: (at.y - rect.top) / z }));
      return { handled: true };
    },
    collect: (m) => ({
      over: m.isOver({ shallow: true }) && m.canDrop(),
      refused: m.isOver() && m.getItemType() === DND.PALETTE && !!freePanelDropError((m.getItem() as PaletteItem | null)?.type),
    }),
  });
  drop(layer);
  // Guides follow every native dragover (react-dnd's own hover waits for an animation frame, which a busy
  // page may not give until the drop).
  const monitor = useDragDropManager().getMonitor();
  const onDragOver = (e: React.DragEvent) => {
    if (monitor.getItemType() !== DND.CHILD) return;
    const it = monitor.getItem() as ChildItem | null;
    const start = monitor.getInitialClientOffset();
    if (!it || it.panel !== panel.uuid || !start) return;
    const g = landing(it, { x: e.clientX - start.x, y: e.clientY - start.y })?.snapped.guides ?? null;
    setGuides((cur) => (JSON.stringify(cur) === JSON.stringify(g) ? cur : g));
  };
  // A drag that leaves the panel (or is cancelled) takes its guides with it.
  useEffect(() => { if (!over) setGuides(null); }, [over]);

  return (
    <div ref={layer} className={`dz-free-layer${over ? ' is-over' : ''}${refused ? ' is-refused' : ''}`} data-panel={panel.uuid}
      onMouseDown={marquee.onMouseDown} onClickCapture={marquee.onClickCapture} onDragOver={onDragOver}>
      {kids.map((c, i) => <ChildFrame key={c.uuid} panel={panel.uuid} child={c} index={i} size={sizes[c.uuid]} selected={selectedChild === c.uuid} picked={pickedSet.has(c.uuid)} />)}
      {guides?.v.map((x) => <div key={`v${x}`} className="dz-guide dz-guide-v" style={{ left: x }} aria-hidden="true" />)}
      {guides?.h.map((y) => <div key={`h${y}`} className="dz-guide dz-guide-h" style={{ top: y }} aria-hidden="true" />)}
      {marquee.rect ? <div className="dz-marquee" style={{ left: marquee.rect.x, top: marquee.rect.y, width: marquee.rect.w, height: marquee.rect.h }} aria-hidden="true" /> : null}
    </div>
  );
}
