/**
 * In a page editor the shop's header and footer are drawn as shoppers see them, locked: they are shared by
 * every page and change only in their own editor (a button opens it). Dropping a widget onto the header
 * puts it at the top of the body; onto the footer, at the end of the body.
 */
import { memo } from 'react';
import { useDrop } from 'react-dnd';
import type { RenderContext } from '../../../src/widgets/types';
import { act } from '../actions';
import { indexBefore } from '../actions/moveWidget';
import { newWidget } from '../store/samples';
import { PAGE_TYPE, type WidgetNode } from '../doc/state';
import { $dirty, $doc, dispatch } from '../store/designer';
import { openChrome } from '../store/session';
import { confirmDialog } from '../store/ui';
import { insertCombination } from '../store/combinations';
import { T } from '../strings';
import { DND, type CombinationItem, type PaletteItem, type WidgetItem } from './dnd';
import { WidgetDrawing } from './HeaderHotWords';

const PART = { header: '页头', footer: '页尾' } as const;

/**
 * Memoised: the canvas re-renders on every edit of the page, and the header and footer (drawn in full, with
 * their colour computations) don't change with it — redrawing them made each keystroke of a 300-widget page
 * slow.
 */
export const LockedChrome = memo(function LockedChrome({ slot, widgets, ctx }: { slot: 'header' | 'footer'; widgets: WidgetNode[]; ctx: RenderContext }) {
  const [{ over }, drop] = useDrop<PaletteItem | WidgetItem | CombinationItem, unknown, { over: boolean }>({
    accept: [DND.PALETTE, DND.WIDGET, DND.COMBINATION],
    drop: (item, m) => {
      const d = $doc.get();
      const body = d.widgets.filter((w) => w.type !== PAGE_TYPE);
      // Header: before the first body widget; footer: after the last.
      const at = slot === 'header' ? (body.length ? d.widgets.indexOf(body[0]) : d.widgets.length) : d.widgets.length;
      if (m.getItemType() === DND.COMBINATION) insertCombination((item as CombinationItem).id, at);
      else if (m.getItemType() === DND.PALETTE) dispatch(act('addWidget', { node: newWidget((item as PaletteItem).type, 'top'), index: at }));
      else dispatch(act('moveWidget', { uuid: (item as WidgetItem).uuid, to: indexBefore(d, (item as WidgetItem).uuid, slot === 'header' ? body[0]?.uuid ?? null : null) }));
      return { handled: true };
    },
    collect: (m) => ({ over: m.isOver({ shallow: true }) }),
  });
  const open = async () => {
    if ($dirty.get() && !(await confirmDialog(T.unsavedExit))) return;
    openChrome(slot);
  };
  if (!widgets.length) return null;
  // A strip of its own on the outer side (above the header, below the footer): nothing of the body's
  // chrome (a widget's name tag and toolbar sit above it) can cover it, and it covers nothing.
  const bar = (
    <div className="dz-locked-bar">
      <span className="dz-locked-tag">{T.team.locked(PART[slot])}</span>
      <button type="button" className="dz-btn dz-btn-sm" onClick={open}>{T.team.openChrome(PART[slot])}</button>
    </div>
  );
  return (
    <section ref={(el) => { drop(el); }} className={`dz-locked dz-locked-${slot}${over ? ` drop-${slot === 'header' ? 'after' : 'before'}` : ''}`} aria-label={T.team.locked(PART[slot])}
      onClick={(e) => e.stopPropagation()}>
      {slot === 'header' ? bar : null}
      <div className="dz-locked-content" inert>
        {widgets.map((w) => <WidgetDrawing key={w.uuid} node={w} ctx={ctx} />)}
      </div>
      {slot === 'footer' ? bar : null}
    </section>
  );
});
