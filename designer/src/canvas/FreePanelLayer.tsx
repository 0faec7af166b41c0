/**
 * The free panel's interactive layer, laid over the panel body that the W0006 Render draws (children
 * included). Drops from the palette add a child at the pointer (allowed types only, else 不可放入自由面板);
 * children are framed at their x/y, selectable, draggable with 10px snap, and deletable.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { useDrag, useDrop } from 'react-dnd';
import { freePanelDropError, getWidget } from '../../../src/widgets/registry';
import { childPosition } from '../../../src/widgets/W0006-free-panel/Render';
import { act } from '../actions';
import { newWidget } from '../store/samples';
import { FREE_PANEL_TYPE, childrenOf, px, type WidgetNode } from '../doc/state';
import { dispatch, select } from '../store/designer';
import { confirmDialog, toast } from '../store/ui';
import { T } from '../strings';
import { DND, type ChildItem, type PaletteItem } from './dnd';
import { ResizeHandle } from './ResizeHandle';
import { handlesOf } from './resize';
import { Icon } from '../ui/icons';
import { $zoom } from '../store/ui';

interface Size { w: number; h: number }

function ChildFrame({ panel, child, index, size, selected }: { panel: string; child: WidgetNode; index: number; size?: Size; selected: boolean }) {
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
    <div ref={ref} className={`dz-child${selected ? ' is-selected' : ''}${dragging ? ' is-dragging' : ''}`} data-child={child.uuid}
      role="group" aria-label={`${name}（自由面板内）`} tabIndex={0}
      onFocus={(e) => { if (e.target === e.currentTarget && !selected) select(panel, child.uuid); }}
      style={{ ...pos, zIndex: undefined, width: Math.max(w, 10), height: Math.max(h, 10) }}
      onClick={(e) => { e.stopPropagation(); select(panel, child.uuid); }}>
      <span className="dz-child-tag" aria-hidden="true">{name} · {px(child.x)},{px(child.y)}</span>
      <button type="button" className="dz-child-del" aria-label={`删除${name}`} title={T.canvas.remove}
        onClick={(e) => { e.stopPropagation(); remove(); }}><Icon name="trash" size={12} /></button>
      {selected ? handlesOf(child, true).map((h) => <ResizeHandle key={h} node={child} target={{ uuid: panel, child: child.uuid }} handle={h} />) : null}
    </div>
  );
}

export function FreePanelLayer({ panel, selectedChild, host }: { panel: WidgetNode; selectedChild?: string; host: HTMLElement }) {
  const layer = useRef<HTMLDivElement>(null);
  const [sizes, setSizes] = useState<Record<string, Size>>({});
  const kids = childrenOf(panel);

  // Frame each child at the size its Render actually takes.
  useLayoutEffect(() => {
    const next: Record<string, Size> = {};
    host.querySelectorAll<HTMLElement>(':scope > .w-free-panel > .w-free-child').forEach((el) => {
      if (el.dataset.uuid) next[el.dataset.uuid] = { w: el.offsetWidth, h: el.offsetHeight };
    });
    if (JSON.stringify(next) !== JSON.stringify(sizes)) setSizes(next);
  });

  const [{ over, refused }, drop] = useDrop<PaletteItem | ChildItem, unknown, { over: boolean; refused: boolean }>({
    accept: [DND.PALETTE, DND.CHILD],
    // A free panel dropped on a free panel goes to the page instead (the widget frame handles it).
    canDrop: (item, m) => (m.getItemType() === DND.PALETTE ? (item as PaletteItem).type !== FREE_PANEL_TYPE : (item as ChildItem).panel === panel.uuid),
    drop: (item, m) => {
      if (m.getItemType() === DND.CHILD) {
        const it = item as ChildItem;
        const diff = m.getDifferenceFromInitialOffset();
        const z = $zoom.get();
        if (diff) dispatch(act('moveChild', { panel: panel.uuid, child: it.child, x: it.x + diff.x / z, y: it.y + diff.y / z }));
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

  return (
    <div ref={layer} className={`dz-free-layer${over ? ' is-over' : ''}${refused ? ' is-refused' : ''}`} data-panel={panel.uuid}>
      {kids.map((c, i) => <ChildFrame key={c.uuid} panel={panel.uuid} child={c} index={i} size={sizes[c.uuid]} selected={selectedChild === c.uuid} />)}
    </div>
  );
}
